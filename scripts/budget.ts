// The bundle budget, from the build: for every built route (tests/support/built-routes.ts), what a
// cold visit in Korean loads, computed from the chunk graph (scripts/bundle-graph.mjs), judged by
// the budget by layer (scripts/bundle-budget.mjs). Takes seconds; the browser pass that measures
// the same figures is `npm run bench:bundle`, and tests/e2e/budget-agreement.spec.ts checks on a
// sample of routes that the two agree.
// Usage: node scripts/run-ts.mjs scripts/budget.ts [--verbose]   (npm run test:budget, after a build)
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { builtRoutes } from "../tests/support/built-routes.ts";
import {
  checkBudgets,
  FIRST_ROUTE_KIB,
  FIRST_ROUTE_SCREENS,
  FORBIDDEN_FIRST,
  kindOf,
  LAYER_CEILINGS_KIB,
  MAX_SCRIPTS,
  routeFigures,
  SCREEN_OWN_KIB,
} from "./bundle-budget.mjs";
import { chunkGraph, chunkSources, gzipSizer, readBuildManifest, routeLoad } from "./bundle-graph.mjs";

const DIST = "dist";
/** `/`; every mall home is a first route too (FIRST_ROUTE_SCREENS). */
const FIRST_ROUTES = ["/"];
const NOTABLE = ["zod", "xstate", "ofetch", "dayjs", "ajv", "swiper", "dompurify", "jsbarcode", "@panzoom/panzoom", "jsqr"];

/** Each screen id's module, read from the areas' registrations (`id: () => import("./x.screen.tsx")`). */
export function screenModules(root = "."): Map<string, string> {
  const files = ["screens", "devtools"].flatMap((top) =>
    readdirSync(join(root, top), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(top, d.name, "registrations.ts")),
  );
  const out = new Map<string, string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      continue;
    }
    // `id: () => import(...)`, and `const notAvailableScreen = () => import(...)` (mounted for an id not built yet).
    for (const [, id = "", spec = ""] of text.matchAll(/(\w+)\s*[:=]\s*\(\)\s*=>\s*import\("(\.[^"]+)"\)/g))
      out.set(id, normalize(join(dirname(file), spec)).replace(/\\/g, "/"));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const verbose = process.argv.includes("--verbose");
  const graph = chunkGraph(readBuildManifest(DIST), (file: string) => chunkSources(DIST, file));
  const modules = screenModules();
  const gzip = gzipSizer(DIST);
  const routes = builtRoutes();
  const problems: string[] = [];
  const rows = routes.map((r) => {
    // A layout whose screen is not built yet mounts the "not available" screen.
    const screens = [...r.layoutScreens.map((s) => (modules.has(s) ? s : "notAvailableScreen")), r.screen];
    const missing = screens.filter((s) => !modules.has(s));
    if (missing.length) throw new Error(`${r.path}: no registration names the module of ${missing.join(", ")}`);
    const load = routeLoad(
      graph,
      screens.map((s) => modules.get(s) as string),
    );
    const sized = (list: typeof load.scripts) => list.map((s) => ({ ...s, gzip: gzip(s.pathname) }));
    const [required, lazy, onDemand] = [sized(load.scripts), sized(load.lazy), sized(load.onDemand)];
    // Bytes: with the screen's lazy parts (an upper bound). Scripts: what every visit loads and every
    // shared layer the shell and the kit may load on demand (the round trips before the screen can
    // show). A library or kit piece on demand (DOMPurify for HTML, map zoom, the QR decoder, a
    // barcode) and a lazy part come with the data or an action, after the screen has shown.
    const layersOnDemand = onDemand.filter((s) => kindOf(s.pathname, s.library).kind === "layer");
    return { ...r, required, lazy, onDemand, scripts: [...required, ...lazy], count: required.length + layersOnDemand.length, packages: load.packages };
  });
  const layers = [...graph.chunks.values()]
    .map((c) => ({ c, kind: kindOf(`/${c.file}`) }))
    .filter(({ kind }) => kind.kind === "layer")
    .map(({ c, kind }) => ({ layer: (kind as { layer: string }).layer, gzip: gzip(`/${c.file}`) }));
  problems.push(...checkBudgets(rows, layers, { firstRoutes: FIRST_ROUTES }));
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  console.log(`${"path".padEnd(width)}  ${"KiB gz".padStart(7)}  ${"own".padStart(5)}  scripts  counted  +demand  +lazy  screen / libraries`);
  for (const r of rows) {
    const f = routeFigures(r.scripts);
    // f.kib counts the lazy parts too: the table's KiB is the upper bound the budget judges.
    const libs = NOTABLE.filter((p) => r.packages.has(p));
    console.log(
      `${r.path.padEnd(width)}  ${f.kib.toFixed(1).padStart(7)}  ${f.own.toFixed(1).padStart(5)}  ${String(r.required.length).padStart(7)}  ${String(r.count).padStart(7)}  ${String(r.onDemand.length).padStart(7)}  ${String(r.lazy.length).padStart(5)}  ${[r.screen, ...libs].join(" ")}`,
    );
    if (verbose)
      for (const s of [...r.scripts, ...r.onDemand].sort((a, b) => b.gzip - a.gzip))
        console.log(
          `${"".padEnd(width)}  ${(s.gzip / 1024).toFixed(1).padStart(7)}  ${kindOf(s.pathname, s.library).kind.padStart(7)}  ${s.pathname}${r.onDemand.includes(s) ? "  (on demand)" : r.lazy.includes(s) ? "  (lazy)" : ""}`,
        );
    const first = FIRST_ROUTES.includes(r.path) || FIRST_ROUTE_SCREENS.includes(r.screen);
    const early = first ? FORBIDDEN_FIRST.filter((p) => r.packages.has(p)) : [];
    if (early.length) problems.push(`${r.path}: loads ${early.join(", ")}, which must arrive only with the screens that use them`);
  }
  console.log(`\n${"layer".padEnd(16)}  ${"KiB gz".padStart(7)}  ceiling`);
  for (const l of [...layers].sort((a, b) => a.layer.localeCompare(b.layer)))
    console.log(
      `${l.layer.padEnd(16)}  ${(l.gzip / 1024).toFixed(1).padStart(7)}  ${LAYER_CEILINGS_KIB[l.layer as keyof typeof LAYER_CEILINGS_KIB] ?? "none"}`,
    );
  console.log(
    `\n${rows.length} built paths from the build's chunk graph in ${((performance.now() - started) / 1000).toFixed(1)} s; budgets: ${FIRST_ROUTES.join(", ")} and every mall home ≤ ${FIRST_ROUTE_KIB} KiB of gzip JS; each layer within its ceiling; each route's own bytes (its lazy parts included) ≤ ${SCREEN_OWN_KIB} KiB; ≤ ${MAX_SCRIPTS} scripts a route (what it must load and the shared layers it may load on demand)`,
  );
  for (const p of problems) console.error(p);
  process.exit(problems.length ? 1 : 0);
}
