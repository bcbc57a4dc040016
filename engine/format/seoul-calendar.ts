/**
 * Seoul calendar arithmetic without dayjs (the receipt period, today's keys). Korea keeps UTC+9 all
 * year (no daylight saving since 1988), so a Seoul date is the UTC date of the instant moved 9
 * hours on. Reading the API's dates is seoul-read.ts; seoul-time.ts gives a dayjs over that reading.
 */

/** A date or time as data and callers carry it: text from the API, epoch ms, or a Date. */
export type DateInput = string | number | Date | null | undefined;

/** The clock value pure functions take instead of reading the time themselves. */
export type Now = Date | number;
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Seoul calendar date; month 1–12. */
export interface SeoulDate {
  year: number;
  month: number;
  day: number;
}

const toMs = (now: Now) => (typeof now === "number" ? now : now.getTime());
const pad = (n: number) => String(n).padStart(2, "0");

/** Today's date in Seoul at this instant, whatever zone the phone is set to. */
export function seoulDate(now: Now): SeoulDate {
  const d = new Date(toMs(now) + SEOUL_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The date `days` later (earlier when negative). */
export function addDays(date: SeoulDate, days: number): SeoulDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The month `months` later (earlier when negative), as YYYYMM. */
export function monthKey(date: Pick<SeoulDate, "year" | "month">, months = 0): string {
  const index = date.year * 12 + (date.month - 1) + months;
  return `${Math.floor(index / 12)}${pad((index % 12) + 1)}`;
}

/** YYYYMMDD. */
export const dayKey = (date: SeoulDate): string => `${date.year}${pad(date.month)}${pad(date.day)}`;

/** Today in Seoul as YYYYMMDD (hide-for-today, 7-day suppression). */
export function seoulDayKey(now: Now): string {
  return Number.isFinite(toMs(now)) ? dayKey(seoulDate(now)) : "";
}

/** This month in Seoul as YYYYMM (the stamp event month). */
export function seoulMonthKey(now: Now): string {
  return Number.isFinite(toMs(now)) ? monthKey(seoulDate(now)) : "";
}
