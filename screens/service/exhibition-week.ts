import { addDays, type SeoulDate } from "../../engine/format/seoul-calendar.ts";

// The exhibitions' week: Monday to Sunday on the Seoul calendar, as the server's default week.

/** A week, Monday to Sunday. */
export interface Week {
  monday: SeoulDate;
  sunday: SeoulDate;
}

const pad = (n: number) => String(n).padStart(2, "0");
const DAY_MS = 24 * 60 * 60 * 1000;
const epochDay = (d: SeoulDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

/** A date as YYYY-MM-DD (the query's `week`, the list's bounds). */
export const isoDay = (d: SeoulDate): string => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** The week a date falls in. */
export function weekOf(date: SeoulDate): Week {
  const sinceMonday = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
  const monday = addDays(date, -sinceMonday);
  return { monday, sunday: addDays(monday, 6) };
}

/** The week `weeks` later (earlier when negative). */
export const shiftWeek = (week: Week, weeks: number): Week => weekOf(addDays(week.monday, weeks * 7));

/** How many weeks `week` is after `from` (negative: before). */
export const weeksBetween = (from: Week, week: Week): number => Math.round((epochDay(week.monday) - epochDay(from.monday)) / 7);

/** A calendar date from YYYY-MM-DD, or null when it names none (2026-02-30) or lies outside 2000–2099. */
export function parseDay(text: string | undefined): SeoulDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? "");
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2099) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : null;
}
