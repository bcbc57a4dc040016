// Korea time helpers: the backend writes dates in Asia/Seoul (UTC+9, no daylight saving).

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const pad = (n: number) => String(n).padStart(2, "0");

function parts(ms: number) {
  const d = new Date(ms + KST_OFFSET_MS);
  return { y: d.getUTCFullYear(), mo: pad(d.getUTCMonth() + 1), d: pad(d.getUTCDate()), h: pad(d.getUTCHours()), mi: pad(d.getUTCMinutes()), s: pad(d.getUTCSeconds()) };
}

/** YYYY-MM-DD in Korea time. */
export function kstDate(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${p.mo}-${p.d}`;
}

/** YYYY-MM-DD HH:mm:ss in Korea time. */
export function kstDttm(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}`;
}

/** YYYY-MM-DD HH:mm in Korea time. */
export function kstMinute(ms: number): string {
  return kstDttm(ms).slice(0, 16);
}

/** Epoch ms of midnight (Korea time) of the day holding ms. */
export function kstMidnight(ms: number): number {
  return Math.floor((ms + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS;
}

/** Epoch ms of a Korea-time date (YYYY-MM-DD) at HHmm. */
export function kstAt(date: string, hhmm: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(hhmm.slice(0, 2)), Number(hhmm.slice(2, 4))) - KST_OFFSET_MS;
}

/** Epoch ms of a Korea-time YYYY-MM-DD HH:mm:ss. */
export function parseKstDttm(s: string): number {
  return kstAt(s.slice(0, 10), s.slice(11, 13) + s.slice(14, 16)) + Number(s.slice(17, 19)) * 1000;
}
