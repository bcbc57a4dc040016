// Dates as the mall writes them: Asia/Seoul (UTC+9, no daylight saving).

const KST_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The Seoul calendar date of an instant, YYYY-MM-DD. */
export function kstDate(d: Date): string {
  const k = new Date(d.getTime() + KST_MS);
  return `${k.getUTCFullYear()}-${pad(k.getUTCMonth() + 1)}-${pad(k.getUTCDate())}`;
}

/** The Seoul wall-clock time of an instant, YYYY-MM-DD HH:mm:ss. */
export function kstDateTime(d: Date): string {
  const k = new Date(d.getTime() + KST_MS);
  return `${kstDate(d)} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}:${pad(k.getUTCSeconds())}`;
}

/** The instant `days` days after d. */
export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * DAY_MS);

/** Adds minutes to a Seoul wall-clock time "YYYY-MM-DD HH:mm" (no time zone arithmetic needed). */
export function addMinutesKst(dateTime: string, minutes: number): string {
  const t = new Date(`${dateTime.replace(" ", "T")}:00Z`).getTime() + minutes * 60_000;
  return new Date(t).toISOString().slice(0, 16).replace("T", " ");
}
