import type { FormatWords } from "./round-time.ts";
import { seoulDate, type DateInput, type Now } from "./seoul-calendar.ts";
import { readSeoul } from "./seoul-read.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date as the spec shows it, MM.DD(dd), with a YY. prefix when its Seoul year is not the current
 * one: "11.23(월)", "25.12.31(수)", en "11.23(Mon)". Empty or invalid input → "".
 */
export function formatShortDate(t: FormatWords, value: DateInput, now: Now): string {
  const date = readSeoul(value);
  if (!date) return "";
  const prefix = date.year === seoulDate(now).year ? "" : `${pad(date.year % 100)}.`;
  // The weekday of the Seoul date (every mall is in Korea, whatever zone the phone is set to),
  // named by the kit's words: the browser's date format would cost the page its first use of the
  // date formats (about 40 ms, 160 at 4× CPU, on a home's first render).
  const weekday = t("format.weekday", { day: String(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()) });
  return `${prefix}${pad(date.month)}.${pad(date.day)}(${weekday})`;
}

/** A date as YYYY.MM.DD (the receipt's saleDt); empty or invalid input → "". */
export function formatDottedDate(value: DateInput): string {
  const date = readSeoul(value);
  return date ? `${date.year}.${pad(date.month)}.${pad(date.day)}` : "";
}
