import { describe, expect, it } from "vitest";
import { hoursToday, isOpenNow, upcomingClosedDays } from "./mall-hours.ts";

// 2026-09-24 15:30 UTC is 2026-09-25 00:30 in Seoul.
const at = (iso: string) => Date.parse(iso);
const HOURS = { open: "10:30", close: "22:00", closedDays: ["2026-09-25", "2026-02-17", "2025-09-01"] };

describe("mall hours", () => {
  it("gives today's declared hours on an ordinary day", () => {
    expect(hoursToday(HOURS, at("2026-09-24T03:00:00Z"))).toEqual({ kind: "open", open: "10:30", close: "22:00", day: "2026-09-24" });
  });

  it("says closed on a closed day by the Seoul calendar, whatever the UTC date", () => {
    expect(hoursToday(HOURS, at("2026-09-24T15:30:00Z"))).toEqual({ kind: "closed", day: "2026-09-25" });
    expect(hoursToday({ open: "10:00", close: "22:00" }, at("2026-09-24T15:30:00Z")).kind).toBe("open");
  });

  it("lists the closed days from today on, sorted, at most the limit", () => {
    expect(upcomingClosedDays(HOURS, at("2026-01-01T00:00:00Z"))).toEqual(["2026-02-17", "2026-09-25"]);
    expect(upcomingClosedDays(HOURS, at("2026-09-24T15:30:00Z"))).toEqual(["2026-09-25"]);
    expect(upcomingClosedDays(HOURS, at("2026-01-01T00:00:00Z"), 1)).toEqual(["2026-02-17"]);
    expect(upcomingClosedDays({ open: "10:00", close: "22:00" }, at("2026-01-01T00:00:00Z"))).toEqual([]);
  });

  it("is open between opening and closing in Seoul time, never on a closed day", () => {
    expect(isOpenNow(HOURS, at("2026-09-24T01:29:00Z"))).toBe(false); // 10:29
    expect(isOpenNow(HOURS, at("2026-09-24T01:30:00Z"))).toBe(true); // 10:30
    expect(isOpenNow(HOURS, at("2026-09-24T13:00:00Z"))).toBe(false); // 22:00
    expect(isOpenNow(HOURS, at("2026-09-25T03:00:00Z"))).toBe(false); // closed day, noon
  });
});
