import { isEmptyValue } from "./empty-value.ts";
import { SEOUL_OFFSET_MS, type DateInput, type SeoulDate } from "./seoul-calendar.ts";

// Reading the API's dates as Seoul wall time without dayjs (the kit's formatting; seoul-time.ts puts a
// dayjs over it for screens that need one). Apart from seoul-calendar.ts so a screen that only counts
// days (the receipt period) does not load the parser.

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
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    epochMs: ms,
  };
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
