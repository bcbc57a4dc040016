import { chunkGraph, chunkSources, readBuildManifest, routeLoad } from "../../scripts/bundle-graph.mjs";
import { screenModules } from "../../scripts/budget.ts";
import { pageScripts } from "../../scripts/page-scripts.mjs";
import { builtRoutes } from "../support/built-routes.ts";
import { asMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

// The bundle budget (npm run test:budget) is computed from the build's chunk graph, not measured:
// on a sample of routes (the first routes, HTML and a map that load libraries on demand, a layout
// around its screen, a lazy panel, a member page) a cold visit in the browser must load what the
// graph says it must, and nothing the graph does not know of.
const SAMPLE = [
  "/",
  "/anseong",
  "/anseong/event/main/E070001",
  "/centerfield/floor/1",
  "/anseong/search",
  "/granseoul/mypage/receipt",
  "/anseong/myinfo/membership",
];

const modules = screenModules();
const routes = builtRoutes();

test.describe("the bundle budget's chunk graph agrees with the browser", () => {
  // Read when the tests run, not when the file is loaded: listing the specs needs no build.
  let graph: ReturnType<typeof chunkGraph>;
  test.beforeAll(() => {
    graph = chunkGraph(readBuildManifest("dist"), (file) => chunkSources("dist", file));
  });
  for (const path of SAMPLE) {
    test(path, async ({ page }) => {
      const route = routes.find((r) => r.path === path);
      if (!route) throw new Error(`${path} is not a built route: pick another sample`);
      const screens = [...route.layoutScreens.map((s) => (modules.has(s) ? s : "notAvailableScreen")), route.screen].map((s) => modules.get(s) ?? s);
      const load = routeLoad(graph, screens);
      // A member page is visited as a member, so its screen (not the login prompt) loads.
      if (route.requiresMember) await asMember(page);
      const { scripts, errors } = await pageScripts(page, path);
      expect(errors).toEqual([]);
      const measured = new Set(scripts.map((s) => s.pathname));
      const names = (list: { pathname: string }[]) => list.map((s) => s.pathname);
      expect(
        names(load.scripts).filter((p) => !measured.has(p)),
        "what the graph says every visit loads",
      ).toEqual([]);
      const known = new Set(names([...load.scripts, ...load.lazy, ...load.onDemand, ...load.optional]));
      expect(
        [...measured].filter((p) => !known.has(p)),
        "loaded, unknown to the graph",
      ).toEqual([]);
    });
  }
});
