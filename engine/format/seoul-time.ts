import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import type { DateInput } from "./seoul-calendar.ts";
import { readSeoul } from "./seoul-read.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

export { seoulDayKey, seoulMonthKey, type DateInput, type Now } from "./seoul-calendar.ts";

/** Every mall is in Korea: dates are Seoul dates whatever zone the phone is set to. */
export const SEOUL_TZ = "Asia/Seoul";

/**
 * Reads a date as a dayjs in Asia/Seoul, or null when it is empty or not a real date (the reading of
 * seoul-calendar.ts: text without a zone is Seoul wall time; numbers are epoch ms). For screens that
 * need dayjs's arithmetic or formats; the kit's own formatting does without it.
 */
export function parseSeoul(value: DateInput): Dayjs | null {
  const read = readSeoul(value);
  return read ? dayjs(read.epochMs).tz(SEOUL_TZ) : null;
}
