import { describe, expect, it } from "vitest";
import { dottedDate, withCommas } from "./format.ts";

describe("format", () => {
  it("dots a dashed or a compact date", () => {
    expect(dottedDate("2026-11-20")).toBe("2026.11.20");
    expect(dottedDate("20261120")).toBe("2026.11.20");
  });

  it("separates thousands with commas and drops fractions", () => {
    expect(withCommas(1234567)).toBe("1,234,567");
    expect(withCommas(999)).toBe("999");
    expect(withCommas(-1234.9)).toBe("-1,234");
  });
});
