import type { IntlShape } from "react-intl";
import { seoulDate, type DateInput, type Now } from "./seoul-calendar.ts";
import { readSeoul } from "./seoul-read.ts";

/** Every mall is in Korea: weekdays are named in Seoul whatever zone the phone is set to. */
const SEOUL_TZ = "Asia/Seoul";
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date as the spec shows it, MM.DD(dd), with a YY. prefix when its Seoul year is not the current
 * one: "11.23(월)", "25.12.31(수)", en "11.23(Mon)". Empty or invalid input → "".
 */
export function formatShortDate(intl: IntlShape, value: DateInput, now: Now): string {
  const date = readSeoul(value);
  if (!date) return "";
  const prefix = date.year === seoulDate(now).year ? "" : `${pad(date.year % 100)}.`;
  const weekday = intl.formatDate(date.epochMs, { weekday: "short", timeZone: SEOUL_TZ });
  return `${prefix}${pad(date.month)}.${pad(date.day)}(${weekday})`;
}

/** A date as YYYY.MM.DD (the receipt's saleDt); empty or invalid input → "". */
export function formatDottedDate(value: DateInput): string {
  const date = readSeoul(value);
  return date ? `${date.year}.${pad(date.month)}.${pad(date.day)}` : "";
}
