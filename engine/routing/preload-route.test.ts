import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { RouteHandle } from "./handle.ts";
import { preloadable } from "./preloadable.tsx";
import { preloadRoute } from "./preload-route.ts";

const Page: ComponentType = () => null;
const handle = (extra: Partial<RouteHandle> = {}): RouteHandle => ({ mall: null, routeSet: null, flags: {}, pattern: "", parentPattern: null, ...extra });
const screen = () => {
  const load = vi.fn(() => Promise.resolve({ default: Page }));
  return { load, Component: preloadable(load) };
};

describe("preloadRoute", () => {
  it("loads the components of the routes the location shows, and no other", async () => {
    const list = screen();
    const detail = screen();
    const other = screen();
    const routes: RouteObject[] = [
      { path: "hanam/event", Component: list.Component, handle: handle() },
      { path: "hanam/event/:id", Component: detail.Component, handle: handle() },
      { path: "goyang/event", Component: other.Component, handle: handle() },
    ];
    await preloadRoute(routes, { pathname: "/hanam/event/7", search: "" });
    expect([list.load, detail.load, other.load].map((l) => l.mock.calls.length)).toEqual([0, 1, 0]);
  });

  it("follows a redirect, with its query, to the page it lands on", async () => {
    const target = screen();
    const redirect = vi.fn((_params: unknown, search: string) => `/hanam/store/tenant${search}`);
    const routes: RouteObject[] = [
      { path: "hanam/store", handle: handle({ redirect }) },
      { path: "hanam/store/tenant", Component: target.Component, handle: handle() },
    ];
    await preloadRoute(routes, { pathname: "/hanam/store", search: "?floor=B1" });
    expect(redirect).toHaveBeenCalledWith({}, "?floor=B1");
    expect(target.load).toHaveBeenCalledTimes(1);
  });

  it("stops at a redirect loop, and on a path nothing matches", async () => {
    const loop: RouteObject[] = [
      { path: "a", handle: handle({ redirect: () => "/b" }) },
      { path: "b", handle: handle({ redirect: () => "/a" }) },
    ];
    await expect(preloadRoute(loop, { pathname: "/a", search: "" })).resolves.toBeUndefined();
    await expect(preloadRoute(loop, { pathname: "/nowhere", search: "" })).resolves.toBeUndefined();
  });

  it("fails when a component fails to load (the app then renders and shows the failure)", async () => {
    const routes: RouteObject[] = [{ path: "x", Component: preloadable(() => Promise.reject(new Error("offline"))), handle: handle() }];
    await expect(preloadRoute(routes, { pathname: "/x", search: "" })).rejects.toThrow("offline");
  });
});
