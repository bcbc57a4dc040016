import { describe, expect, it } from "vitest";
import { formatVersionLabel } from "./version-label.ts";

describe("formatVersionLabel", () => {
  it.each([
    ["Ver5.0", "Ver.5.0"],
    ["ver 5.0", "Ver.5.0"],
    ["Ver.5.0", "Ver.5.0"],
    ["5.0", "Ver.5.0"],
    ["v12", "Ver.12"],
    [" 2.1.3 ", "Ver.2.1.3"],
    ["최신", "최신"],
    ["", ""],
    [null, ""],
  ])("%j → %j", (raw, shown) => {
    expect(formatVersionLabel(raw)).toBe(shown);
  });
});
