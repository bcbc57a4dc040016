import { describe, expect, it } from "vitest";
import { bundle } from "./bundle.ts";
import { mallsByCode } from "./malls-by-code.ts";

describe("mallsByCode", () => {
  it("lists every mall with a branch code, in the order of the codes", () => {
    const codes = mallsByCode().map((m) => m.code);
    const expected = Object.values(bundle.malls)
      .flatMap((m) => (m.kind === "mall" && m.code !== undefined ? [m.code] : []))
      .sort();
    expect(codes).toEqual(expected);
    expect(codes.length).toBeGreaterThan(5);
  });

  it("keeps only the malls asked for", () => {
    const withReceipts = mallsByCode((m) => m.features.includes("receipts"));
    expect(withReceipts.length).toBeGreaterThan(0);
    expect(withReceipts.every((m) => m.features.includes("receipts"))).toBe(true);
    expect(withReceipts.length).toBeLessThanOrEqual(mallsByCode().length);
  });
});
