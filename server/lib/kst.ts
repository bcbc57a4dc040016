// Seoul time for every domain: the mall backend writes its dates and times as Asia/Seoul wall-clock text.
// Seoul has no daylight saving time, so a fixed +9 h shift is exact. Instants are epoch milliseconds throughout.

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const KST_OFFSET_MS = 9 * HOUR_MS;

const pad = (n: number) => String(n).padStart(2, "0");

function parts(ms: number) {
  const d = new Date(ms + KST_OFFSET_MS);
  return {
    y: String(d.getUTCFullYear()),
    mo: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    mi: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
  };
}

/** "YYYY-MM-DD": the Seoul calendar date of an instant. */
export function kstDate(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${p.mo}-${p.d}`;
}

/** "YYYYMMDD": the Seoul calendar date of an instant, compact. */
export function kstYmd(ms: number): string {
  const p = parts(ms);
  return `${p.y}${p.mo}${p.d}`;
}

/** "YYYYMM": the Seoul month of an instant. */
export function kstMonth(ms: number): string {
  const p = parts(ms);
  return `${p.y}${p.mo}`;
}

/** "YYYY-MM-DD HH:mm:ss": the Seoul wall-clock time of an instant. */
export function kstDttm(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}`;
}

/** "YYYY-MM-DD HH:mm": the Seoul wall-clock time of an instant, to the minute. */
export function kstMinute(ms: number): string {
  return kstDttm(ms).slice(0, 16);
}

/** Seconds since Seoul midnight (0-86399) of an instant. */
export function kstSecondOfDay(ms: number): number {
  const d = new Date(ms + KST_OFFSET_MS);
  return d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds();
}

/** Epoch ms of the Seoul midnight that starts the day holding an instant. */
export function kstMidnight(ms: number): number {
  return Math.floor((ms + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS;
}

/** Epoch ms of a Seoul wall-clock time (month 1-12). */
export function kstInstant(y: number, month: number, day: number, h = 0, m = 0, s = 0): number {
  return Date.UTC(y, month - 1, day, h, m, s) - KST_OFFSET_MS;
}

/** Epoch ms of Seoul "YYYY-MM-DD", "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss" (missing parts are zero). */
export function parseKstDttm(text: string): number {
  const n = (from: number, to: number) => Number(text.slice(from, to));
  return kstInstant(n(0, 4), n(5, 7), n(8, 10), n(11, 13), n(14, 16), n(17, 19));
}

/** "YYYY-MM-DD": the calendar date n days after a "YYYY-MM-DD" date (pure date arithmetic, no instant involved). */
export function addDays(date: string, n: number): string {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + n * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}
