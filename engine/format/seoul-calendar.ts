import { isEmptyValue } from "./empty-value.ts";

/**
 * Seoul dates without dayjs: reading the API's dates and calendar arithmetic, for the formatting
 * every dated screen needs (short dates, the receipt period). Korea keeps UTC+9 all year (no
 * daylight saving since 1988), so a Seoul date is the UTC date of the instant moved 9 hours on.
 * seoul-time.ts gives a dayjs over the same reading, for screens that need one.
 */

/** A date or time as data and callers carry it: text from the API, epoch ms, or a Date. */
export type DateInput = string | number | Date | null | undefined;

/** The clock value pure functions take instead of reading the time themselves. */
export type Now = Date | number;
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

/** A Seoul wall time and the instant it is. */
export interface SeoulDateTime extends SeoulDate {
  hour: number;
  minute: number;
  second: number;
  /** The instant, epoch ms. */
  epochMs: number;
}

// Seoul wall time: 2026-11-23, 20261123, 2026.11.23, optionally followed by " 14:05" or " 14:05:09".
const WALL_TIME = /^(\d{4})([-./]?)(\d{2})\2(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
// Compact date-time as some endpoints send it: 202611231405 or 20261123140509.
const COMPACT_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/;
// An instant with an explicit zone: 2026-12-31T15:00:00Z, 2026-12-31T15:00:00.000+09:00.
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function wallTime(parts: (string | undefined)[]): SeoulDateTime | null {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.map((p) => (p === undefined ? undefined : Number(p)));
  if (year === undefined || month === undefined || day === undefined) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second, epochMs: Date.UTC(year, month - 1, day, hour, minute, second) - SEOUL_OFFSET_MS };
}

function fromInstant(ms: number): SeoulDateTime | null {
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + SEOUL_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), epochMs: ms };
}

/**
 * Reads a date as Seoul wall time, or null when it is empty or not a real date. Text without a zone
 * (YYYY-MM-DD, YYYYMMDD, "YYYY-MM-DD HH:mm:ss") is Seoul wall time; numbers are epoch ms.
 */
export function readSeoul(value: DateInput): SeoulDateTime | null {
  if (value instanceof Date) return fromInstant(value.getTime());
  if (typeof value === "number") return fromInstant(value);
  if (value === null || value === undefined || isEmptyValue(value)) return null;
  const text = value.trim();
  const wall = WALL_TIME.exec(text);
  if (wall) return wallTime([wall[1], wall[3], wall[4], wall[5], wall[6], wall[7]]);
  const compact = COMPACT_TIME.exec(text);
  if (compact) return wallTime(compact.slice(1));
  if (ZONED_TIME.test(text)) return fromInstant(Date.parse(text));
  return null;
}

/** Today in Seoul as YYYYMMDD (hide-for-today, 7-day suppression). */
export function seoulDayKey(now: Now): string {
  return Number.isFinite(toMs(now)) ? dayKey(seoulDate(now)) : "";
}

/** This month in Seoul as YYYYMM (the stamp event month). */
export function seoulMonthKey(now: Now): string {
  return Number.isFinite(toMs(now)) ? monthKey(seoulDate(now)) : "";
}
