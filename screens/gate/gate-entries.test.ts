import { describe, expect, it } from "vitest";
import { mallFixture } from "../../tests/fixtures/mall.fixture.ts";
import { gateBundleFixture } from "./gate.fixture.ts";
import { gateEntries, gateSections } from "./gate-entries.ts";

const bundle = gateBundleFixture([
  mallFixture("wirye", { brand: "city", gate: { section: "city", index: 0, image: "/images/gate/wirye.svg" } }),
  mallFixture("goyang", { gate: { section: "main", index: 2, image: "/images/gate/goyang.svg" } }),
  mallFixture("hanam", { name: { ko: "필드몰 하남", en: "FIELD MALL Hanam" }, gate: { section: "main", index: 0, image: "/images/gate/hanam.svg" } }),
  mallFixture("suwon", { brand: "suwon" }),
  mallFixture("centerfield", {
    brand: "centerfield",
    gate: { section: "centerfield", index: 0, image: "/images/gate/centerfield.svg", to: "/centerfield/intro" },
    shopsSite: { desktop: "https://shops.example/", mobile: "https://m.shops.example/" },
  }),
  mallFixture("outlet", { gate: { section: "main", index: 1, image: "/images/gate/outlet.svg", to: "https://outlet.example/" } }),
]);

describe("gateEntries", () => {
  it("lists only malls with a gate entry, by section order then index", () => {
    expect(gateEntries(bundle).map((e) => e.path)).toEqual(["hanam", "outlet", "goyang", "wirye", "centerfield"]);
  });

  it("carries the route path, names, image and index, linking to /{path} by default", () => {
    expect(gateEntries(bundle)[0]).toEqual({
      path: "hanam",
      to: "/hanam",
      external: false,
      section: "main",
      index: 0,
      nameKo: "필드몰 하남",
      nameEn: "FIELD MALL Hanam",
      image: "/images/gate/hanam.svg",
      shops: undefined,
    });
  });

  it("uses gate.to when given and marks absolute URLs external", () => {
    const byPath = new Map(gateEntries(bundle).map((e) => [e.path, e]));
    expect(byPath.get("centerfield")).toMatchObject({ to: "/centerfield/intro", external: false, shops: { mobile: "https://m.shops.example/" } });
    expect(byPath.get("outlet")).toMatchObject({ to: "https://outlet.example/", external: true });
  });
});

describe("gateSections", () => {
  it("returns the three sections in order with their entries and brand theme", () => {
    const sections = gateSections(bundle);
    expect(sections.map((s) => [s.id, s.entries.map((e) => e.path)])).toEqual([
      ["main", ["hanam", "outlet", "goyang"]],
      ["city", ["wirye"]],
      ["centerfield", ["centerfield"]],
    ]);
    expect(sections[0]?.theme?.primary).toBe("#0f3b5a");
    expect(sections[1]?.theme).toBeUndefined();
  });
});
