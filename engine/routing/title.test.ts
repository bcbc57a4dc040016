import { describe, expect, it } from "vitest";
import { bundle, mallByPath } from "../manifests/bundle.ts";
import { mallTitle, pageTitle } from "./title.ts";

describe("title rule", () => {
  it("replaces the brand word with the mall name", () => {
    expect(mallTitle(bundle.brands, mallByPath("hanam")!, "ko")).toBe(
      bundle.brands.baseTitle.ko.split(bundle.brands.brandWord).join(mallByPath("hanam")!.name.ko),
    );
    expect(mallTitle(bundle.brands, mallByPath("hanam")!, "ko")).toContain("하남");
    expect(mallTitle(bundle.brands, mallByPath("anseong")!, "en")).toContain("Anseong");
  });

  it("uses fixed titles for Suwon and Granseoul, whatever the route", () => {
    const suwon = mallByPath("suwon")!;
    const gs = mallByPath("granseoul")!;
    expect(suwon.title.rule).toBe("fixed");
    expect(gs.title.rule).toBe("fixed");
    expect(pageTitle(bundle.brands, suwon, "ko", "이벤트")).toBe(suwon.title.rule === "fixed" ? suwon.title.text.ko : "");
    expect(pageTitle(bundle.brands, gs, "ko", null)).toBe(gs.title.rule === "fixed" ? gs.title.text.ko : "");
  });

  it("puts the route title first and falls back to the base title off-mall", () => {
    expect(pageTitle(bundle.brands, mallByPath("goyang")!, "ko", "이벤트")).toBe(`이벤트 | ${mallTitle(bundle.brands, mallByPath("goyang")!, "ko")}`);
    expect(pageTitle(bundle.brands, null, "ko", null)).toBe(bundle.brands.baseTitle.ko);
  });
});
