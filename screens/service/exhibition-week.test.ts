import { describe, expect, it } from "vitest";
import { isoDay, parseDay, shiftWeek, weekOf, weeksBetween } from "./exhibition-week.ts";

const day = (text: string) => parseDay(text)!;

describe("the exhibitions' week", () => {
  it("runs Monday to Sunday around any day of it, Sunday included", () => {
    for (const d of ["2026-11-23", "2026-11-26", "2026-11-29"]) {
      const w = weekOf(day(d));
      expect([isoDay(w.monday), isoDay(w.sunday)]).toEqual(["2026-11-23", "2026-11-29"]);
    }
    expect(isoDay(weekOf(day("2026-11-30")).monday)).toBe("2026-11-30");
  });

  it("steps a week at a time across months and years, and counts the weeks between", () => {
    const w = weekOf(day("2026-12-30"));
    expect(isoDay(w.monday)).toBe("2026-12-28");
    expect(isoDay(shiftWeek(w, 1).monday)).toBe("2027-01-04");
    expect(isoDay(shiftWeek(w, -5).sunday)).toBe("2026-11-29");
    expect(weeksBetween(w, shiftWeek(w, -1))).toBe(-1);
    expect(weeksBetween(w, shiftWeek(w, 10))).toBe(10);
  });

  it("reads only real calendar dates of this century", () => {
    expect(parseDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ["2026-02-30", "2026-13-01", "1999-12-31", "2026-1-5", "", undefined]) expect(parseDay(bad)).toBeNull();
  });
});
