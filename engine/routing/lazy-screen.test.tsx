// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { screenIds } from "../../schemas/screen-ids.ts";
import { CUST_ID_KEY } from "../api/member-id.ts";
import { markServedMemberPage } from "../session/served-member.ts";
import type { ScreenModule } from "../screen-props.ts";
import { loadBoundScreen } from "./lazy-screen.tsx";
import { NOT_BUILT, type EngineScreens, type ScreenRegistry } from "./screen-registry.ts";

const screens = (load: () => Promise<ScreenModule>): EngineScreens => ({
  registry: Object.fromEntries(screenIds.map((id) => [id, id === "eventList" ? load : NOT_BUILT])) as unknown as ScreenRegistry,
  notAvailable: () => Promise.reject(new Error("not expected")),
});
const eventList = { default: () => null } as unknown as ScreenModule;

describe("loadBoundScreen", () => {
  it("loads a screen once however often its route asks", async () => {
    const load = vi.fn(() => Promise.resolve(eventList));
    const bound = loadBoundScreen(screens(load), "eventList", {}, { screen: "eventList", path: "event" }, {});
    await bound();
    await bound();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a screen id not built yet loads the not-available screen, bound to its own route", async () => {
    const notAvailable = { default: () => null } as unknown as ScreenModule;
    const engine: EngineScreens = { ...screens(vi.fn()), notAvailable: vi.fn(() => Promise.resolve(notAvailable)) };
    const route = { screen: "couponList", path: "coupon" } as const;
    const bound = await loadBoundScreen(engine, "couponList", {}, route, {})();
    expect(engine.notAvailable).toHaveBeenCalledTimes(1);
    expect(bound.default.displayName).toBe("Screen(couponList)");
  });

  it("forgets a failed load, so the next attempt asks again", async () => {
    const load = vi.fn<() => Promise<ScreenModule>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(eventList);
    const bound = loadBoundScreen(screens(load), "eventList", {}, { screen: "eventList", path: "event" }, {});
    await expect(bound()).rejects.toThrow("offline");
    expect((await bound()).default).toBeTypeOf("function");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the page busy while the screen's module loads, a navigation's too (no fallback shows then)", async () => {
    let arrive: (m: ScreenModule) => void = () => {};
    const load = () => new Promise<ScreenModule>((r) => (arrive = r));
    const root = document.documentElement;
    const loading = loadBoundScreen(screens(load), "eventList", {}, { screen: "eventList", path: "event" }, {})();
    expect(root.hasAttribute("data-busy")).toBe(true);
    arrive(eventList);
    await loading;
    expect(root.hasAttribute("data-busy")).toBe(false);
    expect(root.hasAttribute("data-idle-since")).toBe(true);
  });

  it("keeps the page busy while a member's screen loads after the session check", async () => {
    let arrive: (m: ScreenModule) => void = () => {};
    const load = () => new Promise<ScreenModule>((r) => (arrive = r));
    const memberLoader = vi.fn<(id: string, screen: () => Promise<unknown>) => unknown>(() => () => null);
    vi.doMock("../session/require-member.tsx", () => ({ memberOnly: memberLoader }));
    await loadBoundScreen(screens(load), "eventList", {}, { screen: "eventList", path: "event" }, { requiresMember: true })();
    const root = document.documentElement;
    expect(root.hasAttribute("data-busy")).toBe(false);
    const screen = memberLoader.mock.calls[0]![1]();
    expect(root.hasAttribute("data-busy")).toBe(true);
    arrive(eventList);
    await screen;
    expect(root.hasAttribute("data-busy")).toBe(false);
  });

  it("a member's screen starts loading at once where a customer id is stored, and only loads at the session's say otherwise", async () => {
    const memberLoader = vi.fn<(id: string, screen: () => Promise<unknown>) => unknown>(() => () => null);
    vi.doMock("../session/require-member.tsx", () => ({ memberOnly: memberLoader }));
    const visitor = vi.fn(() => Promise.resolve(eventList));
    await loadBoundScreen(screens(visitor), "eventList", {}, { screen: "eventList", path: "event" }, { requiresMember: true })();
    expect(visitor).not.toHaveBeenCalled();
    localStorage.setItem(CUST_ID_KEY, "M0000001");
    try {
      const member = vi.fn(() => Promise.resolve(eventList));
      const loading = loadBoundScreen(screens(member), "eventList", {}, { screen: "eventList", path: "event" }, { requiresMember: true })();
      // Asked for before the session's code has arrived, and once only.
      expect(member).toHaveBeenCalledTimes(1);
      await loading;
      await memberLoader.mock.calls.at(-1)![1]();
      expect(member).toHaveBeenCalledTimes(1);
    } finally {
      localStorage.removeItem(CUST_ID_KEY);
    }
  });

  it("the member page its HTML shows has its screen in before the route's component resolves (no customer id stored); another member route waits for the session", async () => {
    vi.doMock("../session/require-member.tsx", () => ({
      memberOnly: (_id: string, screen: () => Promise<unknown>) => Object.assign(() => null, { preload: screen }),
    }));
    const route = { screen: "eventList", path: "event" } as const;
    markServedMemberPage("/hanam/myinfo/membership");
    try {
      window.history.replaceState(null, "", "/hanam/myinfo/membership");
      const served = vi.fn(() => Promise.resolve(eventList));
      await loadBoundScreen(screens(served), "eventList", {}, route, { requiresMember: true })();
      expect(served).toHaveBeenCalledTimes(1);
      window.history.replaceState(null, "", "/hanam/myinfo/security");
      const other = vi.fn(() => Promise.resolve(eventList));
      await loadBoundScreen(screens(other), "eventList", {}, route, { requiresMember: true })();
      expect(other).not.toHaveBeenCalled();
    } finally {
      markServedMemberPage(null);
      window.history.replaceState(null, "", "/");
    }
  });
});
