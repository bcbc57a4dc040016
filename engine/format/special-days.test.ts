import { describe, expect, it } from "vitest";
import { specialDateTone, specialDayTone } from "./special-days.ts";

describe("special days", () => {
  it("colours days 12, 17, 28 one way and 1, 19, 22 the other", () => {
    expect([12, 17, 28].map(specialDayTone)).toEqual(["a", "a", "a"]);
    expect([1, 19, 22].map(specialDayTone)).toEqual(["b", "b", "b"]);
    expect([2, 11, 13, 18, 20, 21, 23, 27, 29, 30, 31].map(specialDayTone).every((t) => t === null)).toBe(true);
  });

  it("reads a program's YYYY-MM-DD day, and nothing from other text", () => {
    expect(specialDateTone("2026-12-17")).toBe("a");
    expect(specialDateTone("2026-12-01")).toBe("b");
    expect(specialDateTone("2026-12-02")).toBeNull();
    expect(specialDateTone("20261217")).toBeNull();
    expect(specialDateTone("")).toBeNull();
  });
});
