import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { isEmptyValue } from "./empty-value.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every mall is in Korea: dates are Seoul dates whatever zone the phone is set to. */
export const SEOUL_TZ = "Asia/Seoul";

/** A date or time as data and callers carry it: text from the API, epoch ms, or a Date. */
export type DateInput = string | number | Date | null | undefined;

/** The clock value pure functions take instead of reading the time themselves. */
export type Now = Date | number;

// Seoul wall time: 2026-11-23, 20261123, 2026.11.23, optionally followed by " 14:05" or " 14:05:09".
const WALL_TIME = /^(\d{4})([-./]?)(\d{2})\2(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
// Compact date-time as some endpoints send it: 202611231405 or 20261123140509.
const COMPACT_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/;
// An instant with an explicit zone: 2026-12-31T15:00:00Z, 2026-12-31T15:00:00.000+09:00.
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

function wallTime(parts: (string | undefined)[]): Dayjs | null {
  const [y, mo, d, h = 0, mi = 0, s = 0] = parts.map((p) => (p === undefined ? undefined : Number(p)));
  if (y === undefined || mo === undefined || d === undefined) return null;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59 || s > 59) return null;
  return dayjs.tz(`${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}`, SEOUL_TZ);
}

function parseText(text: string): Dayjs | null {
  const wall = WALL_TIME.exec(text);
  if (wall) return wallTime([wall[1], wall[3], wall[4], wall[5], wall[6], wall[7]]);
  const compact = COMPACT_TIME.exec(text);
  if (compact) return wallTime(compact.slice(1));
  if (ZONED_TIME.test(text)) return fromInstant(Date.parse(text));
  return null;
}

function fromInstant(ms: number): Dayjs | null {
  return Number.isFinite(ms) ? dayjs(ms).tz(SEOUL_TZ) : null;
}

/**
 * Reads a date as a dayjs in Asia/Seoul, or null when it is empty or not a real date. Text without a
 * zone (YYYY-MM-DD, YYYYMMDD, "YYYY-MM-DD HH:mm:ss") is Seoul wall time; numbers are epoch ms.
 */
export function parseSeoul(value: DateInput): Dayjs | null {
  if (value instanceof Date) return fromInstant(value.getTime());
  if (typeof value === "number") return fromInstant(value);
  if (value === null || value === undefined || isEmptyValue(value)) return null;
  return parseText(value.trim());
}

/** Today in Seoul as YYYYMMDD (hide-for-today, 7-day suppression). */
export function seoulDayKey(now: Now): string {
  return parseSeoul(now)?.format("YYYYMMDD") ?? "";
}

/** This month in Seoul as YYYYMM (the stamp event month). */
export function seoulMonthKey(now: Now): string {
  return parseSeoul(now)?.format("YYYYMM") ?? "";
}
