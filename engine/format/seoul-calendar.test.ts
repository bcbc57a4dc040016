import { describe, expect, it } from "vitest";
import { addDays, dayKey, monthKey, seoulDate } from "./seoul-calendar.ts";
import { readSeoul } from "./seoul-read.ts";
import { seoulDayKey, seoulMonthKey } from "./seoul-time.ts";

describe("Seoul calendar", () => {
  it("takes the date of Seoul, not of UTC or the phone", () => {
    expect(seoulDate(Date.parse("2026-12-31T15:10:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(seoulDate(Date.parse("2026-12-31T14:50:00Z"))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(seoulDate(new Date("2028-02-29T00:00:00+09:00"))).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it("agrees with the dayjs-based keys over two years of instants", () => {
    for (let t = Date.parse("2026-01-01T00:00:00Z"); t < Date.parse("2028-01-01T00:00:00Z"); t += 7 * 3_600_000 + 13 * 60_000) {
      expect(dayKey(seoulDate(t))).toBe(seoulDayKey(t));
      expect(monthKey(seoulDate(t))).toBe(seoulMonthKey(t));
    }
  });

  it("adds days across months, years and a leap day", () => {
    expect(dayKey(addDays({ year: 2027, month: 1, day: 15 }, -90))).toBe("20261017");
    expect(dayKey(addDays({ year: 2028, month: 3, day: 1 }, -1))).toBe("20280229");
    expect(dayKey(addDays({ year: 2026, month: 12, day: 31 }, 1))).toBe("20270101");
  });

  it("moves months across years", () => {
    expect(monthKey({ year: 2027, month: 2 }, -3)).toBe("202611");
    expect(monthKey({ year: 2026, month: 12 }, 1)).toBe("202701");
    expect(monthKey({ year: 2026, month: 1 }, -13)).toBe("202412");
  });
});

describe("readSeoul", () => {
  it("reads Seoul wall time without dayjs: its parts and the instant it is", () => {
    expect(readSeoul("2026-11-23 14:05:09")).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 14,
      minute: 5,
      second: 9,
      epochMs: Date.UTC(2026, 10, 23, 5, 5, 9),
    });
    expect(readSeoul("20260101")).toMatchObject({ year: 2026, month: 1, day: 1, hour: 0, epochMs: Date.UTC(2025, 11, 31, 15) });
    // An instant in another zone is shown on Seoul's calendar: 15:00 UTC on 31 December is New Year's Day in Seoul.
    expect(readSeoul("2026-12-31T15:00:00Z")).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0 });
    expect(readSeoul(Date.UTC(2026, 1, 28, 20))).toMatchObject({ year: 2026, month: 3, day: 1, hour: 5 });
  });

  it("gives null for empty values and dates that do not exist", () => {
    for (const bad of ["", "null", "nil", undefined, null, "2026-02-29", "2026-13-01", "2026-11-23 24:00", "yesterday", Number.NaN])
      expect(readSeoul(bad), String(bad)).toBeNull();
  });
});
