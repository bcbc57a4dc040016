// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { mallByPath } from "../manifests/bundle.ts";
import { fallbackMall, visitedMall } from "./fallback-mall.ts";
import { VISITED_MALL_KEY } from "./visited-mall.ts";

afterEach(() => localStorage.clear());

describe("visitedMall", () => {
  it("is the mall of the stored code, when the gate may send there", () => {
    localStorage.setItem(VISITED_MALL_KEY, "04");
    expect(visitedMall()?.path).toBe("wirye");
  });

  it("is null without a stored code or with an unknown one", () => {
    expect(visitedMall()).toBeNull();
    localStorage.setItem(VISITED_MALL_KEY, "99");
    expect(visitedMall()).toBeNull();
  });
});

describe("fallbackMall", () => {
  it("keeps the current mall (an /app page's ?mall=)", () => {
    localStorage.setItem(VISITED_MALL_KEY, "04");
    expect(fallbackMall(mallByPath("coexmall") ?? null).path).toBe("coexmall");
  });

  it("falls back to the visited mall, then to the default mall", () => {
    expect(fallbackMall(null).path).toBe("hanam");
    localStorage.setItem(VISITED_MALL_KEY, "03");
    expect(fallbackMall(null).path).toBe("goyang");
  });
});
