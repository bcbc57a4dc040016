// The bundle budget: opens the built routes (tests/support/built-routes.ts) in headless Chromium
// against the reference server serving the current build, gzips every script each page loads and
// checks the budgets. Exits 1 when a route is over budget and not listed in
// scripts/bundle-budget-exceptions.json, when a listed route grew more than 2 KiB over its recorded
// size or is within budget again (scripts/bundle-budget.mjs), or when a library that must wait for
// its screen arrives on a first route.
// Usage: node scripts/bench-bundle.mjs [--no-build] [--all] [--verbose] [--record] [/path ...] ["/path (member)" ...]
//   --no-build  measure the build already in dist/ and dist-server/ (npm test, after the e2e run)
//   --all       open every built path, not one per screen, route set and member flag
//   --verbose   list every script of every route
//   --record    rewrite the exceptions file tightened to this run: lower sizes, drop routes back
//               within budget (it never adds a route or raises a size; that is a reviewed edit)
//   /path ...   measure these paths instead
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { checkBudgets, EXCEPTIONS_FILE, GROWTH_KIB, parseExceptions, tightened } from "./bundle-budget.mjs";

/** First-load JS of every built route, and the tighter budget of the entry gate and a mall home (KiB gzip). */
const ROUTE_BUDGET_KIB = 160;
const FIRST_ROUTE_BUDGET_KIB = 120;
const FIRST_ROUTES = ["/", "/hanam"];
/** Libraries that must never load on the first routes (they belong to the screens that use them). */
const FORBIDDEN_FIRST = ["ajv", "swiper", "dompurify", "jsbarcode"];
/** Libraries worth naming in the table. */
const NOTABLE = ["zod", "xstate", "ofetch", "dayjs", "ajv", "swiper", "dompurify", "jsbarcode"];
const CONCURRENCY = Math.max(2, Math.min(6, availableParallelism()));
/** How long no script may be asked for before a page counts as loaded. */
const QUIET_MS = 400;

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const explicit = args.filter((a) => !a.startsWith("--"));
const started = performance.now();

if (!flags.has("--no-build")) {
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!existsSync("dist/index.html") || !existsSync("dist-server/main.js")) {
  console.error("no build in dist/ and dist-server/: run npm run build first (or drop --no-build)");
  process.exit(1);
}

/**
 * `/`, `/hanam`, then the built routes the e2e nets open. Routes with the same screen, route set
 * and member flag load the same chunks, so one of each stands for the others unless --all.
 */
async function routesToMeasure() {
  // An explicit path ending in " (member)" is measured as a logged-in member, as the full run names those rows.
  if (explicit.length)
    return {
      routes: explicit.map((path) => (path.endsWith(MEMBER_SUFFIX) ? { path, screen: "", asMember: true, url: path.slice(0, -MEMBER_SUFFIX.length) } : { path, screen: "" })),
      total: explicit.length,
    };
  // Loaded through Vite's module runner: the route list is TypeScript.
  const { createServer } = await import("vite");
  const vite = await createServer({ logLevel: "error", appType: "custom", server: { middlewareMode: true, hmr: false, watch: null }, optimizeDeps: { noDiscovery: true } });
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

/** npm packages a built chunk contains, read from its source map (chunk names do not say). */
function packagesOf(pathname) {
  const map = join("dist", `${pathname}.map`);
  if (!existsSync(map)) return new Set();
  const { sources = [] } = JSON.parse(readFileSync(map, "utf8"));
  return new Set(sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1]).filter(Boolean));
}

/** Starts the reference server on the build, with a fresh database; it is stopped when this process exits. */
async function startServer() {
  const port = 4300 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), "mall-bench-"));
  const server = spawn(process.execPath, ["dist-server/main.js"], {
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DB_PATH: join(dataDir, "bench.db") },
  });
  process.on("exit", () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base)).ok) return base;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("the reference server did not start within 30 s");
}

/** Demo member 1 of the reference server's seed (server/domains/member/seed.ts) and where the app keeps its id. */
const MEMBER_SUFFIX = " (member)";
const MEMBER = { userId: "fieldmall01", userPw: "Field!2026a", custId: "M0000001", storageKey: "custId" };

/**
 * Opens a path in a fresh context (an empty cache: a first visit) and sizes every script it loaded.
 * As a member: logged in (the session cookie) with the customer id stored, as after a login.
 */
async function measure(browser, base, path, asMember = false) {
  const context = await browser.newContext();
  if (asMember) {
    const res = await context.request.post(`${base}/api/hanam/spoint/login`, { form: { userId: MEMBER.userId, userPw: MEMBER.userPw, aloginYn: "N" }, headers: { "sec-fetch-site": "same-origin" } });
    if (!res.ok()) throw new Error(`${path}: the demo member's login answered ${res.status()}`);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [MEMBER.storageKey, MEMBER.custId]);
  }
  const page = await context.newPage();
  const bodies = [];
  const errors = [];
  let pending = 0;
  let lastActivity = performance.now();
  const track = (delta) => (req) => {
    if (req.resourceType() !== "script") return;
    pending += delta;
    lastActivity = performance.now();
  };
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", track(1));
  page.on("requestfinished", track(-1));
  page.on("requestfailed", track(-1));
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    bodies.push(
      res.body().then(
        (b) => ({ pathname: new URL(res.url()).pathname, gzip: gzipSync(b, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(`${base}${path}`, { waitUntil: "load", timeout: 30_000 });
    // Settled when, with the page's main thread idle, no script is loading and none was asked for
    // in the last QUIET_MS: a screen's chunk, its messages and what its effects import are asked
    // for only once the code before them has run. Not networkidle: background calls (page views)
    // must not hold the measurement up.
    const deadline = performance.now() + 30_000;
    for (;;) {
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2_000 })));
      await page.waitForTimeout(100);
      if (pending === 0 && performance.now() - lastActivity >= QUIET_MS) break;
      if (performance.now() > deadline) throw new Error(`${path}: scripts still loading after 30 s`);
    }
    const scripts = (await Promise.all(bodies)).filter(Boolean);
    const packages = new Set(scripts.flatMap((s) => [...packagesOf(s.pathname)]));
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

const exceptions = parseExceptions(existsSync(EXCEPTIONS_FILE) ? readFileSync(EXCEPTIONS_FILE, "utf8") : null);
const budgetOf = (path) => (FIRST_ROUTES.includes(path) ? FIRST_ROUTE_BUDGET_KIB : ROUTE_BUDGET_KIB);
const measured = routes.map((route, i) => ({ route, kib: results[i].kib, budget: budgetOf(route.path) }));
const { problems, listed } = checkBudgets(measured, exceptions, { firstRoutes: FIRST_ROUTES, complete: explicit.length === 0 });
const width = Math.max(4, ...routes.map((r) => r.path.length));
console.log(`${"path".padEnd(width)}  ${"KiB gz".padStart(7)}  scripts  screen / libraries`);
routes.forEach((route, i) => {
  const r = results[i];
  const first = FIRST_ROUTES.includes(route.path);
  const budget = budgetOf(route.path);
  const libs = NOTABLE.filter((p) => r.packages.has(p));
  const entry = listed[i];
  const mark = r.kib > budget ? `  OVER ${budget}${entry ? ` (listed at ${entry.kib.toFixed(1)})` : ""}` : "";
  console.log(`${route.path.padEnd(width)}  ${r.kib.toFixed(1).padStart(7)}  ${String(r.scripts.length).padStart(7)}  ${[route.screen, ...libs].filter(Boolean).join(" ")}${mark}`);
  if (flags.has("--verbose")) for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`${"".padEnd(width)}  ${(s.gzip / 1024).toFixed(1).padStart(7)}           ${s.pathname}`);
  const early = first ? FORBIDDEN_FIRST.filter((p) => r.packages.has(p) || r.scripts.some((s) => s.pathname.toLowerCase().includes(p))) : [];
  if (early.length) problems.push(`${route.path}: loads ${early.join(", ")}, which must arrive only with the screens that use them`);
  if (r.errors.length) console.warn(`${route.path}: the page threw (${r.errors[0]}); its figure may be low`);
});
const largest = routes.reduce((a, _, i) => (results[i].kib > results[a].kib ? i : a), 0);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const asMember = routes.filter((r) => r.asMember).length;
console.log(`\n${routes.length - asMember} of ${total} built paths measured in ${seconds} s (the ${asMember} member-only ones also as a member); largest ${routes[largest].path} ${results[largest].kib.toFixed(1)} KiB`);
console.log(`budgets: ${FIRST_ROUTES.join(" and ")} ≤ ${FIRST_ROUTE_BUDGET_KIB} KiB, every route ≤ ${ROUTE_BUDGET_KIB} KiB of gzip JS`);
if (exceptions.length) {
  console.log(`\nover budget for now (${EXCEPTIONS_FILE}; may not grow more than ${GROWTH_KIB} KiB, and leaves the list once within budget):`);
  for (const e of exceptions) {
    const what = [e.screen, e.routeSet].filter(Boolean).join(" / ");
    console.log(`  ${e.path.padEnd(width)}  ${e.kib.toFixed(1).padStart(7)}  ${what ? `${what}: ` : ""}${e.reason}`);
  }
}
if (flags.has("--record")) {
  if (explicit.length) {
    console.error("--record needs a run over every route (no paths)");
    process.exit(1);
  }
  if (existsSync(EXCEPTIONS_FILE)) {
    const file = JSON.parse(readFileSync(EXCEPTIONS_FILE, "utf8"));
    writeFileSync(EXCEPTIONS_FILE, `${JSON.stringify({ ...file, routes: tightened(measured, exceptions, listed) }, null, 2)}\n`);
    console.log(`${EXCEPTIONS_FILE} tightened to this run`);
  }
}
for (const p of problems) console.error(p);
process.exit(problems.length ? 1 : 0);
