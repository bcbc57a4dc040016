// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense, type ComponentType } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screenIds, type ScreenId } from "../../schemas/screen-ids.ts";
import { bundle } from "../manifests/bundle.ts";
import type { ScreenModule } from "../screen-props.ts";
import { appRoutes } from "./app-routes.tsx";
import { lazyScreen } from "./lazy-screen.tsx";
import { preloadRoute } from "./preload-route.ts";
import { NOT_BUILT, type EngineScreens, type ScreenRegistry } from "./screen-registry.ts";

afterEach(cleanup);

/** A registry where every screen is built and its loads are counted by id. */
function countingScreens() {
  const loads: ScreenId[] = [];
  const registry = Object.fromEntries(
    screenIds.map((id) => [
      id,
      () => {
        loads.push(id);
        return Promise.resolve({ default: () => <p>{id}</p> } as unknown as ScreenModule);
      },
    ]),
  ) as unknown as ScreenRegistry;
  const screens: EngineScreens = { registry, notAvailable: () => Promise.reject(new Error("not expected")) };
  return { loads, screens };
}

const routesOf = (screens: EngineScreens) => appRoutes(bundle, { dev: false, visitedMallPath: () => "/hanam", screens });

describe("preloadRoute", () => {
  it("starts loading the screen a path shows, before anything renders", async () => {
    const { loads, screens } = countingScreens();
    expect(preloadRoute(routesOf(screens), { pathname: "/hanam/event", search: "" })).toBe(1);
    expect(loads).toEqual(["eventList"]);
  });

  it("starts nothing for a path that redirects (the render follows the redirect and loads its target)", () => {
    const { loads, screens } = countingScreens();
    const routes = routesOf(screens);
    // A single unknown segment redirects to the visited mall.
    expect(preloadRoute(routes, { pathname: "/nowhere", search: "" })).toBe(0);
    expect(loads).toEqual([]);
  });

  it("starts the not-found screen's load for an unknown path under a mall (what that page shows)", () => {
    const { loads, screens } = countingScreens();
    expect(preloadRoute(routesOf(screens), { pathname: "/hanam/no/such/page", search: "" })).toBe(1);
    expect(loads).toEqual(["notFound"]);
  });
});

/** Renders a lazy screen as the only route, under a Suspense boundary. */
function renderRoute(Screen: ComponentType) {
  render(
    <MemoryRouter initialEntries={["/"]}>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/" element={<Screen />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe("lazyScreen's preload", () => {
  const screens = (load: () => Promise<ScreenModule>): EngineScreens => ({
    registry: Object.fromEntries(screenIds.map((id) => [id, id === "eventList" ? load : NOT_BUILT])) as unknown as ScreenRegistry,
    notAvailable: () => Promise.reject(new Error("not expected")),
  });

  it("is the load the route's render uses: a preloaded screen is loaded once", async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>the event list</p> } as unknown as ScreenModule));
    const Screen = lazyScreen(screens(load), "eventList", {}, { screen: "eventList", path: "event" }, {});
    await Screen.preload();
    renderRoute(Screen);
    expect(await screen.findByText("the event list")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the route's render tries again", async () => {
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: () => <p>the event list</p> } as unknown as ScreenModule);
    const Screen = lazyScreen(screens(load), "eventList", {}, { screen: "eventList", path: "event" }, {});
    await expect(Screen.preload()).rejects.toThrow("offline");
    renderRoute(Screen);
    expect(await screen.findByText("the event list")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
