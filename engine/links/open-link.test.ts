import { describe, expect, it, vi } from "vitest";
import { classifyLink } from "./classify-link.ts";
import { testPolicy } from "./links.fixture.ts";
import { openLink } from "./open-link.ts";

function deps() {
  return { navigate: vi.fn<(path: string) => void>(), openExternal: vi.fn<(url: string) => void>(), assign: vi.fn<(url: string) => void>() };
}

describe("openLink", () => {
  it("routes internal links", () => {
    const d = deps();
    expect(openLink(classifyLink("https://m.fieldmall.example/hanam/event/main", testPolicy), d)).toBe(true);
    expect(d.navigate).toHaveBeenCalledWith("/hanam/event/main");
  });

  it("opens external links outside the app", () => {
    const d = deps();
    expect(openLink(classifyLink("https://www.spoint.example/join", testPolicy), d)).toBe(true);
    expect(d.openExternal).toHaveBeenCalledWith("https://www.spoint.example/join");
  });

  it("hands app and contact links to the window", () => {
    const d = deps();
    openLink(classifyLink("fieldmall://coupon", testPolicy), d);
    openLink(classifyLink("tel:1600-0000", testPolicy), d);
    expect(d.assign.mock.calls).toEqual([["fieldmall://coupon"], ["tel:1600-0000"]]);
  });

  it("does nothing with a refused link", () => {
    const d = deps();
    expect(openLink(classifyLink("javascript:alert(1)", testPolicy), d)).toBe(false);
    expect([d.navigate, d.openExternal, d.assign].every((f) => f.mock.calls.length === 0)).toBe(true);
  });
});
