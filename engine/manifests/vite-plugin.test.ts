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
  // The module reads its JSON with JSON.parse (a string literal, which is JSON itself).
  const literal = /^export const bundle = JSON\.parse\((.*)\);\s*$/s.exec(code)?.[1];
  if (literal === undefined) throw new Error(`not the expected module: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(literal));
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
    expect(standard.find((r) => r.screen === "mallHome" && r.full === "")?.query).toEqual(["lecture", "winners", "tnId"]);
    // The floor guide and the store directory open their own store popup.
    expect(standard.filter((r) => r.screen === "floorInfo" || r.screen === "tenantList").flatMap((r) => r.query ?? [])).toEqual([]);
    const centerfield = flat(routeSets.centerfield!.routes);
    expect(centerfield.find((r) => r.full === "home")?.query).toEqual(["mapSearch", "cfSearch", "agreement"]);
    const everyQuery = new Set(Object.values(routeSets).flatMap((s) => flat(s.routes).flatMap((r) => r.query ?? [])));
    expect([...everyQuery].sort()).toEqual(["agreement", "cfSearch", "lecture", "mapSearch", "tnId", "winners"]);
  });

  it("keeps lecture (the shell's lecture dialog) on the homes and the program pages that declare it, and ships no program values in the main chunk", () => {
    const { routeSets } = shippedBundle();
    const withLecture = Object.entries(routeSets).flatMap(([id, s]) =>
      flat(s.routes)
        .filter((r) => r.query?.includes("lecture"))
        .map((r) => `${id} ${r.full}`),
    );
    expect(withLecture.sort()).toEqual([
      "standard ",
      "standard home",
      "standard tenant/cityLounge",
      "standard tenant/{product}Kids",
      "standard tenant/{product}Library",
      "standard tenant/{product}Library/lecture/end",
      "suwon main",
    ]);
    const malls = (shippedBundle() as unknown as { malls: Record<string, Record<string, unknown>> }).malls;
    for (const field of ["showNotice", "lectureApply", "programTitle", "winners"]) expect(Object.values(malls).filter((m) => field in m)).toEqual([]);
  });

  it("keeps winners (the shell's winner dialog) on every route with the lecture dialog in a set without a winner page, and nowhere else", () => {
    const { routeSets } = shippedBundle();
    for (const [id, set] of Object.entries(routeSets)) {
      const routes = flat(set.routes);
      const hasWinnerPage = routes.some((r) => r.screen === "winnerCheck");
      const lecture = routes.filter((r) => r.query?.includes("lecture")).map((r) => r.full);
      const winners = routes.filter((r) => r.query?.includes("winners")).map((r) => r.full);
      expect(winners, id).toEqual(hasWinnerPage ? [] : lecture);
    }
  });

  it("keeps agreement (the shell's terms dialog) on every Centerfield page, and never on the terms page, which reads it itself", () => {
    const { routeSets } = shippedBundle();
    const centerfield = flat(routeSets.centerfield!.routes).filter((r) => r.screen !== undefined);
    expect(centerfield.filter((r) => !r.query?.includes("agreement")).map((r) => r.full)).toEqual([]);
    const terms = Object.values(routeSets).flatMap((s) => flat(s.routes).filter((r) => r.screen === "agreementPage"));
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.flatMap((r) => r.query ?? [])).toEqual([]);
  });
});

describe("the manifests plugin's screen fields", () => {
  const plugin = manifestsPlugin({ root: process.cwd() });
  const context = { addWatchFile: () => {}, error: (m: string) => Promise.reject(new Error(m)) };
  const load = (id: string) => (plugin.load as unknown as (this: object, id: string) => string | null).call(context, id);
  const resolve = (id: string) => (plugin.resolveId as unknown as (id: string) => string | null)(id);

  it("serves the static pages and the rental venues as their own modules, out of the main chunk's manifests", () => {
    const main = load("\0virtual:manifests") ?? "";
    expect(main).not.toContain('"pages"');
    expect(main).not.toContain('"rentalVenues"');
    for (const field of ["pages", "rentalVenues"]) {
      expect(resolve(`virtual:manifests/${field}`)).toBe(`\0virtual:manifests/${field}`);
      const byMall = JSON.parse((load(`\0virtual:manifests/${field}`) ?? "").replace(/^export const byMall = /, "").replace(/;\s*$/, ""));
      expect(Object.keys(byMall), field).toEqual(["hanam"]);
    }
  });
});
