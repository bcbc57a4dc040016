import { describe, expect, it } from "vitest";
import { mallFixture } from "../../tests/fixtures/mall.fixture.ts";
import { bundle, mallByPath } from "../manifests/bundle.ts";
import { quickLinksFor } from "./quick-links.ts";

const routeSet = {
  quickLinks: [
    { feature: "stores" as const, to: "tenant", label: "home.quick.stores", icon: "store" },
    { feature: "kids" as const, to: "tenant/{product}Kids", label: "home.quick.kids", icon: "kids" },
    { feature: "membership" as const, to: "my{product}/main", label: "home.quick.membership", icon: "member" },
    { feature: "cityLounge" as const, to: "tenant/cityLounge", label: "home.quick.cityLounge", icon: "sofa" },
  ],
};

describe("quickLinksFor", () => {
  it("keeps only the links whose feature the mall enables, in order", () => {
    const mall = mallFixture("hanam", { features: ["membership", "stores"] });
    expect(quickLinksFor(mall, routeSet).map((q) => q.feature)).toEqual(["stores", "membership"]);
  });

  it("prefixes the mall path and substitutes {product}", () => {
    const mall = mallFixture("wirye", { product: "field", features: ["kids", "membership"] });
    expect(quickLinksFor(mall, routeSet)).toEqual([
      { feature: "kids", to: "/wirye/tenant/fieldKids", label: "home.quick.kids", icon: "kids" },
      { feature: "membership", to: "/wirye/myfield/main", label: "home.quick.membership", icon: "member" },
    ]);
  });

  it("drops icons the set does not draw, not the link", () => {
    const mall = mallFixture("bucheon", { features: ["cityLounge"] });
    expect(quickLinksFor(mall, routeSet)).toEqual([
      { feature: "cityLounge", to: "/bucheon/tenant/cityLounge", label: "home.quick.cityLounge", icon: undefined },
    ]);
  });

  it("returns nothing without a route set or quick links", () => {
    const mall = mallFixture("hanam", { features: ["stores"] });
    expect(quickLinksFor(mall, undefined)).toEqual([]);
    expect(quickLinksFor(mall, {})).toEqual([]);
  });
});

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
