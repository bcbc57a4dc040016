import { describe, expect, it } from "vitest";
import { bundle, mallByPath } from "../manifests/bundle.ts";
import { quickLinksFor } from "./quick-links.ts";

describe("quick links", () => {
  it("keeps only the features a mall enables and fills in the product word", () => {
    const hanam = mallByPath("hanam")!;
    const links = quickLinksFor(hanam, bundle.routeSets.standard);
    expect(links.length).toBeGreaterThan(4);
    expect(links.every((l) => hanam.features.includes(l.feature as never))).toBe(true);
    expect(links.every((l) => l.to.startsWith("/hanam/") && !l.to.includes("{product}"))).toBe(true);
    const myeongji = quickLinksFor(mallByPath("myeongji")!, bundle.routeSets.standard);
    expect(myeongji.some((l) => l.feature === "cityLounge")).toBe(true);
    expect(links.some((l) => l.feature === "cityLounge")).toBe(false);
  });

  it("gives nothing for a set without quick links", () => {
    expect(quickLinksFor(mallByPath("hanam")!, undefined)).toEqual([]);
  });
});
