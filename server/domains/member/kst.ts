// Wall-clock helpers for Asia/Seoul, which has no daylight saving time: a fixed +9 h shift is exact.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

function kst(ms: number): Date {
  return new Date(ms + KST_OFFSET_MS);
}

/** YYYYMMDD of an instant in Asia/Seoul. */
export function kstYmd(ms: number): string {
  const d = kst(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** YYYY-MM-DD HH:mm:ss of an instant in Asia/Seoul. */
export function kstDttm(ms: number): string {
  const d = kst(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The instant of a Seoul wall-clock time (month 1-12). */
export function kstInstant(y: number, month: number, day: number, h = 0, m = 0, s = 0): number {
  return Date.UTC(y, month - 1, day, h, m, s) - KST_OFFSET_MS;
}

/** YYYYMMDD → YYYY.MM.DD */
export function dottedDate(ymd: string): string {
  return `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`;
}

/** 1234567 → "1,234,567" (spec: thousands separators are commas). */
export function withCommas(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
