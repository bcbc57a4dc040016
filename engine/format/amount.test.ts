import { describe, expect, it } from "vitest";
import { formatAmount } from "./amount.ts";
import { isEmptyValue, textOrEmpty } from "./empty-value.ts";

describe("formatAmount", () => {
  it.each<[number | string, string]>([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
    [-45000, "-45,000"],
    [-0, "0"],
    [1234.5, "1,234.5"],
    [1e21, "1,000,000,000,000,000,000,000"],
    ["1234567", "1,234,567"],
    ["1,234,567", "1,234,567"],
    ["12,34567", "1,234,567"],
    [" 5000 ", "5,000"],
    ["-3000", "-3,000"],
    ["000123", "123"],
    ["-0", "0"],
  ])("formats %j as %j", (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });

  it.each([null, undefined, "", "null", "nil", "undefined", "abc", "12a", "1.2.3", "--1", Number.NaN, Number.POSITIVE_INFINITY])(
    "shows nothing for %j",
    (value) => {
      expect(formatAmount(value)).toBe("");
    },
  );
});

describe("empty values", () => {
  it.each([null, undefined, "", "   ", "null", "nil", "undefined"])("%j is empty", (value) => {
    expect(isEmptyValue(value)).toBe(true);
    expect(textOrEmpty(value)).toBe("");
    expect(textOrEmpty(value, "-")).toBe("-");
  });

  it.each([0, "0", "NULL", "Nil", "none", "false", " a "])("%j is a value", (value) => {
    expect(isEmptyValue(value)).toBe(false);
    expect(textOrEmpty(value, "-")).toBe(String(value));
  });
});
