// The bundle budget's browser pass: opens the built routes (tests/support/built-routes.ts) in headless Chromium
// against the reference server serving the current build, gzips every script each page loads and
// checks the budget by layer (scripts/bundle-budget.mjs): `/` and every mall home within 121 KiB,
// each shared layer's chunk within its ceiling, each route's own bytes beyond the layers within
// 12 KiB, at most 12 scripts a route; and that no library that must wait for its screen arrives
// on a first route.
// Usage: node scripts/bench-bundle.mjs [--no-build] [--all] [--verbose] [/path ...] ["/path (member)" ...]
//   --no-build  measure the build already in dist/ and dist-server/
//   --all       open every built path, not one per screen, route set and member flag
//   --verbose   list every script of every route
//   /path ...   measure these paths instead
//   BENCH_PORT  the reference server's port (default: one picked at random)
// npm test judges the same budget from the build's chunk graph in a second (npm run test:budget,
// scripts/budget.ts); this pass is the measurement in a real browser, for a change of the loading
// code (tests/e2e/budget-agreement.spec.ts checks on a sample of routes that the two agree).
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { buildUnlessAsked, MEMBER, memberLogin, startServer } from "./bench-server.mjs";
import { chunkSources } from "./bundle-graph.mjs";
import { pageScripts } from "./page-scripts.mjs";
import { checkBudgets, FIRST_ROUTE_KIB, FORBIDDEN_FIRST, kindOf, LAYER_CEILINGS_KIB, MAX_SCRIPTS, routeFigures, SCREEN_OWN_KIB } from "./bundle-budget.mjs";

const FIRST_ROUTES = ["/", "/hanam"];
/** Libraries worth naming in the table. */
const NOTABLE = ["zod", "xstate", "ofetch", "dayjs", "ajv", "swiper", "dompurify", "jsbarcode"];
const CONCURRENCY = Math.max(2, Math.min(6, availableParallelism()));

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const explicit = args.filter((a) => !a.startsWith("--"));
const started = performance.now();

buildUnlessAsked(flags);

/**
 * `/`, `/hanam`, then the built routes the e2e nets open. Routes with the same screen, route set
 * and member flag load the same chunks, so one of each stands for the others unless --all.
 */
async function routesToMeasure() {
  // An explicit path ending in " (member)" is measured as a logged-in member, as the full run names those rows.
  if (explicit.length)
    return {
      routes: explicit.map((path) =>
        path.endsWith(MEMBER_SUFFIX) ? { path, screen: "", asMember: true, url: path.slice(0, -MEMBER_SUFFIX.length) } : { path, screen: "" },
      ),
      total: explicit.length,
    };
  // Loaded through Vite's module runner: the route list is TypeScript.
  const { createServer } = await import("vite");
  const vite = await createServer({
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    const { builtRoutes } = await vite.ssrLoadModule("/tests/support/built-routes.ts");
    const built = builtRoutes();
    const first = FIRST_ROUTES.map((path) => built.find((r) => r.path === path) ?? { path, screen: "" });
    const seen = new Set([...FIRST_ROUTES, ...first.map((r) => `${r.screen} ${r.routeSet} ${r.requiresMember}`)]);
    const rest = built.filter((r) => {
      const key = flags.has("--all") ? r.path : `${r.screen} ${r.routeSet} ${r.requiresMember}`;
      if (seen.has(key) || seen.has(r.path)) return false;
      seen.add(key);
      return true;
    });
    return { routes: [...first, ...rest], total: new Set([...FIRST_ROUTES, ...built.map((r) => r.path)]).size };
  } finally {
    await vite.close();
  }
}

/** npm packages a built chunk contains, read from its source map (chunk names do not say), and whether it is nothing else. */
const packagesOf = (pathname) => chunkSources("dist", pathname.slice(1));

const MEMBER_SUFFIX = " (member)";

/**
 * Opens a path in a fresh context (an empty cache: a first visit) and sizes every script it loaded.
 * As a member: logged in (the session cookie) with the customer id stored, as after a login.
 */
async function measure(browser, base, path, asMember = false) {
  const context = await browser.newContext();
  if (asMember) {
    const { url, form, headers } = memberLogin(base);
    const res = await context.request.post(url, { form, headers });
    if (!res.ok()) throw new Error(`${path}: the demo member's login answered ${res.status()}`);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [MEMBER.storageKey, MEMBER.custId]);
  }
  try {
    const { scripts: loaded, errors } = await pageScripts(await context.newPage(), `${base}${path}`);
    const scripts = loaded.map((s) => ({ pathname: s.pathname, gzip: gzipSync(s.body, { level: 9 }).length, library: packagesOf(s.pathname).library }));
    const packages = new Set(scripts.flatMap((s) => [...packagesOf(s.pathname).packages]));
    return { scripts, packages, errors, kib: scripts.reduce((n, s) => n + s.gzip, 0) / 1024 };
  } finally {
    await context.close();
  }
}

const [{ routes, total }, base, browser] = await Promise.all([
  routesToMeasure(),
  startServer(),
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  }),
]);
// A member-only route is measured twice: as a visitor (who gets the login prompt) and as a member.
routes.push(...routes.filter((r) => r.requiresMember).map((r) => ({ ...r, path: `${r.path}${MEMBER_SUFFIX}`, asMember: true, url: r.path })));
const results = Array.from({ length: routes.length });
try {
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const i = next++;
      results[i] = await measure(browser, base, routes[i].url ?? routes[i].path, routes[i].asMember === true);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, routes.length) }, worker));
} finally {
  await browser.close();
}

/** The build's shared layer chunks (a layer is one chunk whichever route loads it). */
const layers = readdirSync("dist/assets")
  .map((file) => ({ file, kind: kindOf(`/assets/${file}`) }))
  .filter(({ file, kind }) => file.endsWith(".js") && kind.kind === "layer")
  .map(({ file, kind }) => ({ layer: kind.layer, gzip: gzipSync(readFileSync(join("dist/assets", file)), { level: 9 }).length }));
const measured = routes.map((route, i) => ({ path: route.path, screen: route.screen, scripts: results[i].scripts }));
const problems = checkBudgets(measured, layers, { firstRoutes: FIRST_ROUTES });
const width = Math.max(4, ...routes.map((r) => r.path.length));
console.log(`${"path".padEnd(width)}  ${"KiB gz".padStart(7)}  ${"own".padStart(5)}  scripts  screen / libraries`);
routes.forEach((route, i) => {
  const r = results[i];
  const f = routeFigures(r.scripts);
  const first = FIRST_ROUTES.includes(route.path);
  const libs = NOTABLE.filter((p) => r.packages.has(p));
  console.log(
    `${route.path.padEnd(width)}  ${f.kib.toFixed(1).padStart(7)}  ${f.own.toFixed(1).padStart(5)}  ${String(f.count).padStart(7)}  ${[route.screen, ...libs].filter(Boolean).join(" ")}`,
  );
  if (flags.has("--verbose"))
    for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`${"".padEnd(width)}  ${(s.gzip / 1024).toFixed(1).padStart(7)}  ${kindOf(s.pathname, s.library).kind.padStart(7)}  ${s.pathname}`);
  const early = first ? FORBIDDEN_FIRST.filter((p) => r.packages.has(p) || r.scripts.some((s) => s.pathname.toLowerCase().includes(p))) : [];
  if (early.length) problems.push(`${route.path}: loads ${early.join(", ")}, which must arrive only with the screens that use them`);
  // A page that throws may stop before loading what it needs: its figure would be low, so it fails.
  if (r.errors.length) problems.push(`${route.path}: the page threw (${r.errors[0]}): its figure cannot be trusted`);
});
console.log(`\n${"layer".padEnd(16)}  ${"KiB gz".padStart(7)}  ceiling`);
for (const l of [...layers].sort((a, b) => a.layer.localeCompare(b.layer)))
  console.log(`${l.layer.padEnd(16)}  ${(l.gzip / 1024).toFixed(1).padStart(7)}  ${LAYER_CEILINGS_KIB[l.layer] ?? "none"}`);
const largest = routes.reduce((a, _, i) => (results[i].kib > results[a].kib ? i : a), 0);
const most = routes.reduce((a, _, i) => (results[i].scripts.length > results[a].scripts.length ? i : a), 0);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const asMember = routes.filter((r) => r.asMember).length;
console.log(
  `\n${routes.length - asMember} of ${total} built paths measured in ${seconds} s (the ${asMember} member-only ones also as a member); largest ${routes[largest].path} ${results[largest].kib.toFixed(1)} KiB; most scripts ${routes[most].path} ${results[most].scripts.length}`,
);
console.log(
  `budgets: ${FIRST_ROUTES.join(", ")} and every mall home ≤ ${FIRST_ROUTE_KIB} KiB of gzip JS; each layer within its ceiling; each route's own bytes ≤ ${SCREEN_OWN_KIB} KiB; ≤ ${MAX_SCRIPTS} scripts a route`,
);
for (const p of problems) console.error(p);
process.exit(problems.length ? 1 : 0);
