import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDottedDate, formatShortDate } from "./dates.ts";
import { formatWords } from "./format.fixture.ts";

const ko = formatWords("ko");
const en = formatWords("en");
// 2026-11-20 12:00 in Seoul.
const now = Date.parse("2026-11-20T03:00:00Z");

describe("formatShortDate", () => {
  it.each([
    ["2026-11-23", "11.23(월)"],
    ["20261123", "11.23(월)"],
    ["2026-11-23 23:59:59", "11.23(월)"],
    ["2026.11.23", "11.23(월)"],
    ["2025-12-31", "25.12.31(수)"],
    ["2027-01-01", "27.01.01(금)"],
  ])("shows %j as %j in Korean", (value, shown) => {
    expect(formatShortDate(ko, value, now)).toBe(shown);
  });

  it("uses English weekday names in English", () => {
    expect(formatShortDate(en, "2026-11-23", now)).toBe("11.23(Mon)");
    expect(formatShortDate(en, "2025-12-31", now)).toBe("25.12.31(Wed)");
  });

  it("reads Dates and epoch ms as instants seen from Seoul", () => {
    // 15:00 UTC on New Year's Eve is already New Year's Day in Seoul.
    const instant = Date.parse("2026-12-31T15:00:00Z");
    expect(formatShortDate(ko, instant, now)).toBe("27.01.01(금)");
    expect(formatShortDate(ko, new Date(instant), now)).toBe("27.01.01(금)");
    expect(formatShortDate(ko, instant - 1, now)).toBe("12.31(목)");
    expect(formatShortDate(ko, "2026-12-31T15:00:00Z", now)).toBe("27.01.01(금)");
  });

  it("takes the current year from the clock in Seoul", () => {
    const newYearInSeoul = Date.parse("2026-12-31T15:00:00Z");
    expect(formatShortDate(ko, "2027-01-01", newYearInSeoul)).toBe("01.01(금)");
    expect(formatShortDate(ko, "2026-12-31", newYearInSeoul)).toBe("26.12.31(목)");
    expect(formatShortDate(ko, "2026-12-31", newYearInSeoul - 1)).toBe("12.31(목)");
  });

  it.each([
    null,
    undefined,
    "",
    " ",
    "null",
    "nil",
    "undefined",
    "2026-02-30",
    "2026-13-01",
    "20261132",
    "2026-11-23 24:00:00",
    "tomorrow",
    "1700000000000",
    Number.NaN,
    new Date(Number.NaN),
  ])("shows nothing for %j, never Invalid Date", (value) => {
    expect(formatShortDate(ko, value, now)).toBe("");
  });

  it("names every weekday as the browser's date format does in Seoul, in both languages", () => {
    for (let day = 23; day < 30; day++) {
      const instant = Date.parse(`2026-11-${day}T00:00:00+09:00`);
      for (const [t, locale] of [
        [ko, "ko"],
        [en, "en"],
      ] as const) {
        const named = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "Asia/Seoul" }).format(instant);
        expect(formatShortDate(t, `2026-11-${day}`, now)).toBe(`11.${day}(${named})`);
      }
    }
  });

  it("accepts leap days only in leap years", () => {
    expect(formatShortDate(ko, "2028-02-29", now)).toBe("28.02.29(화)");
    expect(formatShortDate(ko, "2027-02-29", now)).toBe("");
  });
});

describe("formatDottedDate", () => {
  it.each([
    ["20261123", "2026.11.23"],
    ["2026-11-23", "2026.11.23"],
    ["2026-11-23 10:00:00", "2026.11.23"],
    [Date.parse("2026-11-30T15:00:00Z"), "2026.12.01"],
    ["", ""],
    ["null", ""],
    [null, ""],
    ["2026-11-31", ""],
  ])("formats %j as %j", (value, shown) => {
    expect(formatDottedDate(value)).toBe(shown);
  });
});

describe("in another machine time zone", () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Los_Angeles";
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it("still computes Seoul dates", () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(480);
    expect(formatShortDate(ko, "2026-11-23", now)).toBe("11.23(월)");
    expect(formatShortDate(ko, Date.parse("2026-12-31T15:00:00Z"), now)).toBe("27.01.01(금)");
    expect(formatDottedDate("2026-11-23 00:00:00")).toBe("2026.11.23");
  });
});
