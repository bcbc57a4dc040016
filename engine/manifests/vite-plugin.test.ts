import { describe, expect, it } from "vitest";
import { manifestsPlugin } from "./vite-plugin.ts";

interface ShippedRoute {
  path?: string;
  screen?: string;
  query?: string[];
  children?: ShippedRoute[];
}

/** The bundle the plugin serves as virtual:manifests, read back. */
function shippedBundle(): { routeSets: Record<string, { routes: ShippedRoute[] }> } {
  const plugin = manifestsPlugin({ root: process.cwd() });
  const load = plugin.load as unknown as (this: object, id: string) => string;
  const code = load.call(
    {
      addWatchFile: () => {},
      error: (m: string) => {
        throw new Error(m);
      },
    },
    "\0virtual:manifests",
  );
  return JSON.parse(code.replace(/^export const bundle = /, "").replace(/;\s*$/, ""));
}

const flat = (routes: ShippedRoute[], prefix = ""): (ShippedRoute & { full: string })[] =>
  routes.flatMap((r) => {
    const full = [prefix, r.path].filter(Boolean).join("/");
    return [{ ...r, full }, ...flat(r.children ?? [], full)];
  });

describe("the manifests plugin's shipped routes", () => {
  it("keeps only the query parameters the shell acts on, and tnId only on the homes' routes", () => {
    const { routeSets } = shippedBundle();
    const standard = flat(routeSets.standard!.routes);
    expect(standard.find((r) => r.screen === "mallHome" && r.full === "")?.query).toEqual(["tnId"]);
    // The floor guide and the store directory open their own store popup.
    expect(standard.filter((r) => r.screen === "floorInfo" || r.screen === "tenantList").flatMap((r) => r.query ?? [])).toEqual([]);
    const centerfield = flat(routeSets.centerfield!.routes);
    expect(centerfield.find((r) => r.full === "home")?.query).toEqual(["mapSearch", "cfSearch"]);
    const everyQuery = new Set(Object.values(routeSets).flatMap((s) => flat(s.routes).flatMap((r) => r.query ?? [])));
    expect([...everyQuery].sort()).toEqual(["cfSearch", "mapSearch", "tnId"]);
  });
});
