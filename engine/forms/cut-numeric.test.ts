import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutNumeric } from "./cut-numeric.ts";

describe("cutNumeric", () => {
  it.each([
    ["1234", 4, "1234"],
    ["12345", 4, "1234"],
    ["010-1234-5678", 11, "01012345678"],
    ["010-1234-56789", 11, "01012345678"],
    ["12가a3", 4, "123"],
    ["１２３４５", 4, "1234"],
    ["", 4, ""],
    ["987", 0, ""],
  ])("%j cut to %i is %j", (value, max, expected) => {
    expect(cutNumeric(value, max)).toBe(expected);
  });

  it("keeps every digit without a maximum", () => {
    expect(cutNumeric(" 1 2 3 4 5 6 7 ")).toBe("1234567");
  });

  it("always returns only ASCII digits, never longer than the maximum, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (value, max) => {
        const cut = cutNumeric(value, max);
        expect(cut).toMatch(/^[0-9]*$/);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(cutNumeric(cut, max)).toBe(cut);
      }),
    );
  });
});
