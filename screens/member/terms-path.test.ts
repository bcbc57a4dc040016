import { describe, expect, it } from "vitest";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { termsPathFor } from "./terms-path.ts";

describe("termsPathFor", () => {
  it("gives the mall's own login terms page, else the app's, from the manifests", () => {
    expect(termsPathFor(mallByPath("hanam") ?? null)).toBe("/hanam/login/agreement");
    // Suwon's and Centerfield's route sets have no terms page of their own.
    expect(termsPathFor(mallByPath("suwon") ?? null)).toBe("/app/login/agreement");
    expect(termsPathFor(mallByPath("centerfield") ?? null)).toBe("/app/login/agreement");
    expect(termsPathFor(null)).toBe("/app/login/agreement");
  });
});
