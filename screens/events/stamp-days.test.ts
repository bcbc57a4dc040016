import { describe, expect, it } from "vitest";
import { monthWeeks, stampMonth } from "./stamp-days.ts";

describe("stamp calendar", () => {
  it("shows the route's month, or the current one when the route's is not a month", () => {
    expect(stampMonth("202304", "202611")).toBe("202304");
    expect(stampMonth("202613", "202611")).toBe("202611");
    expect(stampMonth("abc", "202611")).toBe("202611");
    expect(stampMonth(undefined, "202611")).toBe("202611");
  });

  it("lays a month out in weeks from Sunday", () => {
    // November 2026 starts on a Sunday and has 30 days: five weeks.
    const nov = monthWeeks("202611");
    expect(nov).toHaveLength(5);
    expect(nov[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nov[4]).toEqual([29, 30, null, null, null, null, null]);
    // February 2028 (leap year) starts on a Tuesday.
    const feb = monthWeeks("202802");
    expect(feb[0]).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(feb.flat().filter((d) => d !== null)).toHaveLength(29);
  });
});
