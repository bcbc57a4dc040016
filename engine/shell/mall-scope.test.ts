// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import { leaveMall, MALL_SCOPE_ATTRIBUTE, mallScope, mallScopeSize } from "./mall-scope.ts";

afterEach(() => {
  leaveMall("granseoul");
  leaveMall("hanam");
  vi.useRealTimers();
});

it("leaving a mall removes its scripts, styles, body classes, listeners and timers, and nothing of another mall", () => {
  vi.useFakeTimers();
  const gs = mallScope("granseoul");
  const heard = vi.fn();
  const ticks = vi.fn();
  gs.script("/widgets/map.js");
  gs.stylesheet("/brand/granseoul.css");
  gs.bodyClass("mall-granseoul");
  gs.listen(window, "resize", heard);
  gs.listen(document, "visibilitychange", heard);
  gs.interval(ticks, 1000);
  gs.timeout(ticks, 5000);
  mallScope("hanam").bodyClass("mall-hanam");
  expect(document.querySelectorAll(`[${MALL_SCOPE_ATTRIBUTE}="granseoul"]`)).toHaveLength(2);
  expect(mallScopeSize("granseoul")).toBe(7);

  leaveMall("granseoul");
  expect(document.querySelectorAll(`[${MALL_SCOPE_ATTRIBUTE}]`)).toHaveLength(0);
  expect(document.body.classList.contains("mall-granseoul")).toBe(false);
  window.dispatchEvent(new Event("resize"));
  document.dispatchEvent(new Event("visibilitychange"));
  vi.advanceTimersByTime(10_000);
  expect(heard).not.toHaveBeenCalled();
  expect(ticks).not.toHaveBeenCalled();
  expect(mallScopeSize("granseoul")).toBe(0);
  expect(document.body.classList.contains("mall-hanam")).toBe(true);
});

it("an addition removed early is not removed twice, and the scope forgets it", () => {
  const remove = mallScope("granseoul").bodyClass("mall-granseoul");
  remove();
  expect(mallScopeSize("granseoul")).toBe(0);
  document.body.classList.add("mall-granseoul");
  leaveMall("granseoul");
  // The class added outside the scope is not the scope's to remove.
  expect(document.body.classList.contains("mall-granseoul")).toBe(true);
  document.body.classList.remove("mall-granseoul");
});
