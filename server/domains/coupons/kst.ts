// Korea time (Asia/Seoul: UTC+9, no daylight saving) for the events, stamps and coupons domains.

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");

function kst(ms: number) {
  const d = new Date(ms + KST_OFFSET_MS);
  return { y: d.getUTCFullYear(), mo: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), mi: d.getUTCMinutes(), s: d.getUTCSeconds() };
}

/** YYYY-MM-DD in Korea time. */
export function kstDate(ms: number): string {
  const p = kst(ms);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
}

/** YYYY-MM-DD HH:mm:ss in Korea time. */
export function kstDttm(ms: number): string {
  const p = kst(ms);
  return `${kstDate(ms)} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;
}

/** YYYYMM in Korea time. */
export function kstMonth(ms: number): string {
  return kstDate(ms).slice(0, 7).replace("-", "");
}

/** Seconds since midnight, Korea time. */
export function kstSecondOfDay(ms: number): number {
  const p = kst(ms);
  return p.h * 3600 + p.mi * 60 + p.s;
}

/** The date n days after a YYYY-MM-DD date. */
export function addDays(date: string, n: number): string {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + n * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

/** First and last day (YYYY-MM-DD) of a YYYYMM month. */
export function monthRange(mon: string): { first: string; last: string } {
  const y = Number(mon.slice(0, 4));
  const m = Number(mon.slice(4, 6));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${y}-${pad(m)}-01`, last: `${y}-${pad(m)}-${pad(last)}` };
}

/** YYYY.MM.DD, the way the period texts show a date. */
export function dotted(date: string): string {
  return date.replace(/-/g, ".");
}

/** ing while today is inside [start, end], ready before, end after (dates YYYY-MM-DD, inclusive). */
export function periodState(start: string, end: string, today: string): "ready" | "ing" | "end" {
  if (today < start) return "ready";
  return today > end ? "end" : "ing";
}
