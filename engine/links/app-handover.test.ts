import { describe, expect, it } from "vitest";
import { APP_LINK_FALLBACK_MS, handOverToApp, type HandoverEnvironment } from "./app-handover.ts";

/** A page whose timers, events and visibility the test drives. */
function fakePage() {
  const assigned: string[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const timers: { fn: () => void; at: number }[] = [];
  let now = 0;
  let visibility: DocumentVisibilityState = "visible";
  const on = (type: string, fn: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(fn);
  const off = (type: string, fn: () => void) => void listeners.get(type)?.delete(fn);
  const env = {
    assign: (url: string) => void assigned.push(url),
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: on,
      removeEventListener: off,
    },
    target: { addEventListener: on, removeEventListener: off },
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, at: now + ms }) - 1,
    clearTimeout: (handle: unknown) => void (timers[handle as number] = { fn: () => {}, at: Infinity }),
  } as unknown as HandoverEnvironment;
  return {
    env,
    assigned,
    listening: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    advance(ms: number) {
      now += ms;
      for (const t of timers)
        if (t.at <= now) {
          const fn = t.fn;
          t.at = Infinity;
          fn();
        }
    },
    emit(type: string, hidden = false) {
      if (hidden) visibility = "hidden";
      for (const fn of listeners.get(type) ?? []) fn();
    },
  };
}

describe("handOverToApp", () => {
  it("opens the deep link at once and the web page when the page is still in front after 2000 ms", () => {
    const page = fakePage();
    handOverToApp("kakaomap://look?p=1,2", "https://map.kakao.com/link/map/x,1,2", page.env);
    expect(page.assigned).toEqual(["kakaomap://look?p=1,2"]);
    page.advance(APP_LINK_FALLBACK_MS - 1);
    expect(page.assigned).toHaveLength(1);
    page.advance(1);
    expect(page.assigned).toEqual(["kakaomap://look?p=1,2", "https://map.kakao.com/link/map/x,1,2"]);
    expect(page.listening()).toBe(0);
  });

  it.each([
    ["the page going hidden", "visibilitychange", true],
    ["the page being left", "pagehide", false],
    ["the window losing focus to the app", "blur", false],
  ])("%s cancels the fallback", (_, type, hidden) => {
    const page = fakePage();
    handOverToApp("nmap://place?lat=1&lng=2", "https://map.naver.com/p/search/x", page.env);
    page.emit(type, hidden);
    page.advance(APP_LINK_FALLBACK_MS * 2);
    expect(page.assigned).toEqual(["nmap://place?lat=1&lng=2"]);
    expect(page.listening()).toBe(0);
  });

  it("a visibilitychange that leaves the page visible does not cancel; the returned cancel does", () => {
    const page = fakePage();
    handOverToApp("a:1", "https://b", page.env);
    page.emit("visibilitychange");
    page.advance(APP_LINK_FALLBACK_MS);
    expect(page.assigned).toEqual(["a:1", "https://b"]);
    const other = fakePage();
    const cancel = handOverToApp("a:1", "https://b", other.env);
    cancel();
    other.advance(APP_LINK_FALLBACK_MS);
    expect(other.assigned).toEqual(["a:1"]);
  });
});
