import type { IntlShape } from "react-intl";
import { parseSeoul, SEOUL_TZ, type DateInput, type Now } from "./seoul-time.ts";

/**
 * A date as the spec shows it, MM.DD(dd), with a YY. prefix when its Seoul year is not the current
 * one: "11.23(월)", "25.12.31(수)", en "11.23(Mon)". Empty or invalid input → "".
 */
export function formatShortDate(intl: IntlShape, value: DateInput, now: Now): string {
  const date = parseSeoul(value);
  if (!date) return "";
  const prefix = date.year() === parseSeoul(now)?.year() ? "" : date.format("YY.");
  const weekday = intl.formatDate(date.valueOf(), { weekday: "short", timeZone: SEOUL_TZ });
  return `${prefix}${date.format("MM.DD")}(${weekday})`;
}

/** A date as YYYY.MM.DD (the receipt's saleDt); empty or invalid input → "". */
export function formatDottedDate(value: DateInput): string {
  return parseSeoul(value)?.format("YYYY.MM.DD") ?? "";
}
