import type { Now } from "./seoul-time.ts";

/**
 * Seoul calendar arithmetic without dayjs, for screens that only need dates (the receipt period):
 * Korea keeps UTC+9 all year (no daylight saving since 1988), so a Seoul date is the UTC date of
 * the instant moved 9 hours on. Formatting and parsing of API dates stay in seoul-time.ts.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
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
