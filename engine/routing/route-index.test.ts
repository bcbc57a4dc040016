import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import { bundle } from "../manifests/bundle.ts";
import { appRoutes, appRouteTable } from "./app-routes.tsx";
import { matchLeaf, rememberedMatches, routeIndex, wrapTable } from "./route-index.ts";
import { testEngineScreens } from "./test-screens.fixture.ts";

const opts = { dev: false, visitedMallPath: () => "/wirye", screens: testEngineScreens };
const routes = appRoutes(bundle, opts);
const leafOf = (rs: RouteObject[], path: string) => {
  const m = matchRoutes(rs, path);
  return m ? m[m.length - 1]!.route : null;
};

/** A concrete path for every route of every mall, its case changed, and paths no route declares. */
function corpus(): string[] {
  const out = [
    "/",
    "/introTest",
    "/INTROTEST",
    "/suwon_teaser",
    "/toGate",
    "/app/agreement/notice_access",
    "/layouts",
    "/nowhere",
    "/nowhere/deeper/still",
    "/%ED%95%98%EB%82%A8/x",
    "/%E0%A4%A",
    "//hanam",
  ];
  for (const mall of Object.values(bundle.malls)) {
    out.push(`/${mall.path}`, `/${mall.path.toUpperCase()}`, `/${mall.path}/no/such/page`);
    if (mall.kind !== "mall" || !mall.routeSet) continue;
    for (const f of flattenRoutes(bundle.routeSets[mall.routeSet]!.routes)) {
      out.push(
        `/${mall.path}/${f.fullPath.split("{product}").join(mall.product)}`
          .replace(/\/$/, "")
          .split("/")
          .map((s) => (s.startsWith(":") ? "x1" : s))
          .join("/"),
      );
    }
  }
  return out;
}

describe("route index", () => {
  const groupFor = routeIndex(routes);
  const paths = corpus();

  it("matches every path to the same route as matching over all routes", () => {
    expect(paths.length).toBeGreaterThan(800);
    for (const path of paths) expect(leafOf(groupFor(path), path), path).toBe(leafOf(routes, path));
    // Matching over all routes ranks every branch per path: several seconds on a busy 2-core machine.
  }, 30_000);

  it("ranks far fewer routes than all of them for a mall path", () => {
    expect(groupFor("/hanam/event/main").length).toBeLessThan(routes.length / 5);
    expect(groupFor("/Hanam/event")).toBe(groupFor("/hanam"));
  });

  it("wraps each group once", () => {
    const wrapped = wrapTable(routeIndex(routes), (group) => [{ path: "/", children: group }]);
    expect(wrapped("/hanam/tenant")).toBe(wrapped("/hanam"));
    expect(wrapped("/hanam")[0]!.children).toBe(wrapped("/hanam/x")[0]!.children);
    expect(wrapped("/nowhere")).toBe(wrapped("/elsewhere"));
  });
});

describe("the app's route table", () => {
  const paths = corpus();

  it("matches every path as appRoutes does: the same route, handle and redirect", () => {
    const table = appRouteTable(bundle, opts);
    const seen = (rs: RouteObject[], pathname: string) => {
      const { handle, redirect } = matchLeaf(rs, { pathname, search: "?q=1" });
      const { redirect: _resolver, ...own } = handle ?? {};
      return { route: leafOf(rs, pathname)?.path ?? null, handle: own, redirect };
    };
    // Compared with appRoutes grouped by routeIndex, which the test above holds to matching over all of them.
    const grouped = routeIndex(routes);
    for (const path of paths) expect(seen(table(path), path), path).toEqual(seen(grouped(path), path));
  });

  it("compiles a mall's routes the first time a path under it is matched, once", () => {
    const table = appRouteTable(bundle, opts);
    const hanam = table("/hanam/event/main");
    expect(table("/HANAM")).toBe(hanam);
    expect(hanam.some((r) => r.path === "/hanam/event")).toBe(true);
    // Another mall's routes are not in it, and an unknown head shares the top set's and fallbacks' group.
    expect(hanam.some((r) => r.path?.startsWith("/wirye"))).toBe(false);
    expect(table("/nowhere")).toBe(table("/elsewhere/deeper"));
    expect(table("/nowhere").every((r) => r.index || !r.path?.startsWith("/hanam"))).toBe(true);
  });
});

describe("matchLeaf", () => {
  it("gives the matched handle and no redirect for a page", () => {
    const { handle, redirect } = matchLeaf(routes, { pathname: "/hanam/login", search: "" });
    expect(handle?.screen).toBe("login");
    expect(redirect).toBeNull();
  });

  it("resolves a redirect with its params and keeps the query unless the target has one", () => {
    expect(matchLeaf(routes, { pathname: "/suwon", search: "?fromWeb=true" }).redirect).toBe("/suwon/main?fromWeb=true");
    expect(matchLeaf(routes, { pathname: "/coexmall/event/stampEvent/202304/77", search: "" }).redirect).toBe("/coexmall/event/main/77");
    expect(matchLeaf(routes, { pathname: "/nowhere", search: "?a=1" }).redirect).toBe("/wirye");
  });

  it("shows a screen whose conditional redirect does not hold", () => {
    expect(matchLeaf(routes, { pathname: "/coexmall/event/stampEvent/202305/77", search: "" })).toMatchObject({
      redirect: null,
      handle: { screen: "stampEvent" },
    });
  });

  it("matches nothing outside the routes", () => {
    expect(matchLeaf([], { pathname: "/x", search: "" })).toEqual({ handle: null, redirect: null });
  });
});

describe("rememberedMatches", () => {
  it("matches as matchRoutes does, once per tree and path, and keeps a bounded number of paths", () => {
    const matchesOf = rememberedMatches();
    const first = matchesOf(routes, "/hanam/login");
    expect(first).toEqual(matchRoutes(routes, "/hanam/login"));
    // The same path again (a query change): the matches found before, not a new ranking.
    expect(matchesOf(routes, "/hanam/login")).toBe(first);
    // Another tree is matched for itself.
    const other = [...routes];
    const inOther = matchesOf(other, "/hanam/login");
    expect(inOther).not.toBe(first);
    expect(inOther).toEqual(first);
    expect(matchesOf(routes, "/nowhere/at/all")).toEqual(matchRoutes(routes, "/nowhere/at/all"));
    // Past the bound the kept paths are forgotten, and matched again when asked.
    for (let i = 0; i < 40; i++) matchesOf(routes, `/hanam/event/main/E${i}`);
    const again = matchesOf(routes, "/hanam/login");
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
