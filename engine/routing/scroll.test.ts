// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyScroll, HASH_SCROLL_DELAY_MS, onlyDialogChanged, scrollIntent } from "./scroll.ts";

afterEach(() => vi.useRealTimers());

describe("scroll on navigation", () => {
  it("chooses hash, then query or param scroll value, then top", () => {
    expect(scrollIntent({ hash: "#faq-3", search: "?scroll=40" }, {})).toEqual({ kind: "hash", id: "faq-3" });
    expect(scrollIntent({ hash: "", search: "?scroll=40" }, {})).toEqual({ kind: "offset", y: 40 });
    expect(scrollIntent({ hash: "", search: "" }, { scroll: "120" })).toEqual({ kind: "offset", y: 120 });
    expect(scrollIntent({ hash: "", search: "?scroll=abc" }, {})).toEqual({ kind: "top" });
    expect(scrollIntent({ hash: "#", search: "" }, {})).toEqual({ kind: "top" });
  });

  it("scrolls to a hash anchor only after 600 ms", () => {
    vi.useFakeTimers();
    const el = document.createElement("div");
    el.id = "target";
    el.scrollIntoView = vi.fn();
    document.body.append(el);
    applyScroll({ kind: "hash", id: "target" });
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(el.scrollIntoView).toHaveBeenCalledOnce();
    expect(HASH_SCROLL_DELAY_MS).toBe(600);
  });

  it("scrolls to the top or an offset at once", () => {
    const spy = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    applyScroll({ kind: "top" });
    applyScroll({ kind: "offset", y: 300 });
    expect(spy.mock.calls).toEqual([
      [0, 0],
      [0, 300],
    ]);
  });

  it("keeps the page's scroll when a navigation only opens or closes a query dialog of the route", () => {
    const list = { pathname: "/hanam/tenant/fieldKids", search: "?tab=review&thm=01" };
    const dialogs = ["lecture", "tnId"];
    expect(onlyDialogChanged(list, { ...list, search: "?tab=review&thm=01&lecture=SKP01001" }, dialogs)).toBe(true);
    expect(onlyDialogChanged({ ...list, search: "?thm=01&lecture=SKP01001&tab=review" }, list, dialogs)).toBe(true);
    expect(onlyDialogChanged(list, { ...list, search: "?tab=review&thm=01&lecture=SKP01002&tnId=T1" }, dialogs)).toBe(true);
    // Another filter, another page, nothing changed, or no dialog on the route: a navigation that scrolls.
    expect(onlyDialogChanged(list, { ...list, search: "?tab=program&lecture=SKP01001" }, dialogs)).toBe(false);
    expect(onlyDialogChanged(list, { pathname: "/hanam", search: "?tab=review&thm=01&lecture=SKP01001" }, dialogs)).toBe(false);
    expect(onlyDialogChanged(list, list, dialogs)).toBe(false);
    expect(onlyDialogChanged(list, { ...list, search: "?tab=review&thm=01&lecture=SKP01001" }, [])).toBe(false);
  });
});
