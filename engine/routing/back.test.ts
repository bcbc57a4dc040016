import { describe, expect, it } from "vitest";
import { backFallback, historyHoldsOnlyCurrent } from "./back.ts";
import type { RouteHandle } from "./handle.ts";

const h = (parentPattern: string | null, mall: string | null = "hanam"): RouteHandle => ({
  mall,
  routeSet: "standard",
  flags: {},
  pattern: "/x",
  parentPattern,
});

describe("back fallback", () => {
  it("knows when history holds only the current page", () => {
    expect(historyHoldsOnlyCurrent(null)).toBe(true);
    expect(historyHoldsOnlyCurrent({ idx: 0 })).toBe(true);
    expect(historyHoldsOnlyCurrent({ idx: 2 })).toBe(false);
  });

  it("goes to the parent route, filling its params", () => {
    expect(backFallback(h("/hanam/event/main"), {})).toBe("/hanam/event/main");
    expect(backFallback(h("/suwon/library/lectureList/:id"), { id: "7" })).toBe("/suwon/library/lectureList/7");
  });

  it("falls back to the mall home, then the gate", () => {
    expect(backFallback(h("/hanam/x/:missing"), {})).toBe("/hanam");
    expect(backFallback(h(null), {})).toBe("/hanam");
    expect(backFallback(h(null, null), {})).toBe("/");
    expect(backFallback(null, {})).toBe("/");
  });
});
