/**
 * The special days (spec part-1 §9: days 12, 17, 28 and 1, 19, 22 are coloured on stamp events and
 * on program days; the purpose is not given): two tones, by day of the month.
 */
const TONE_A = new Set([12, 17, 28]);
const TONE_B = new Set([1, 19, 22]);

export type DayTone = "a" | "b" | null;

export function specialDayTone(day: number): DayTone {
  if (TONE_A.has(day)) return "a";
  if (TONE_B.has(day)) return "b";
  return null;
}

/** The tone of a calendar date written YYYY-MM-DD (a program's day), or null for any other text. */
export function specialDateTone(date: string): DayTone {
  const m = /^\d{4}-\d{2}-(\d{2})$/.exec(date);
  return m ? specialDayTone(Number(m[1])) : null;
}
