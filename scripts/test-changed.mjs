// npm run test:changed: the quick loop while working, not what CI runs (npm test runs everything).
// Runs the unit tests related to the changed files (vitest related: the test files that import them,
// directly or not) and the end-to-end tests of the screen areas they touch: each area's specs, and the
// all-screens smoke of the area's screen ids; building first, as test:e2e does, only when one is chosen.
// A change the areas do not account for (engine/, app/, server/, schemas/, machines/, manifests/, the
// build or test configuration) runs every e2e spec; manifests and the test configuration also run every
// unit test (vitest cannot trace what reads them).
// Usage: npm run test:changed [-- --base REF] [--list]
//   changed: the working tree against HEAD (staged, unstaged, untracked); --base REF adds the commits
//   since the merge base with REF. --list prints the choice and runs nothing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The e2e specs (under tests/e2e) that exercise each screen area, as their own headers say. */
export const AREA_SPECS = {
  app: ["app-shell.spec.ts", "inbox.spec.ts"],
  events: ["events.spec.ts", "coupon-window.late.spec.ts", "prerender.spec.ts"],
  gate: ["gate.spec.ts", "webview.spec.ts", "prerender.spec.ts"],
  landing: ["home.spec.ts"],
  main: ["home.spec.ts", "routing.spec.ts", "gate.spec.ts", "prerender.spec.ts"],
  member: ["login.spec.ts", "member-area.spec.ts", "receipts.spec.ts", "fault-sample.spec.ts"],
  programs: ["programs.spec.ts", "program-apply.spec.ts", "program-winners.spec.ts", "program-media.spec.ts", "club.spec.ts"],
  stores: ["stores.spec.ts", "floors.spec.ts", "dining.spec.ts", "showcase.spec.ts", "search.spec.ts", "prerender.spec.ts"],
  service: ["service.spec.ts", "inquiry.spec.ts", "terms.spec.ts"],
  system: ["routing.spec.ts"],
  visit: ["directions.spec.ts", "parking.spec.ts", "mycar.spec.ts", "qr.spec.ts", "route-finder.spec.ts"],
};
/** Specs of the development tools (the flow lab). */
export const DEVTOOLS_SPECS = ["flows.spec.ts"];
/** The smoke of every built screen: an area's change runs its cases for the area's screen ids. */
export const ALL_SCREENS_SPEC = "all-screens.spec.ts";
/**
 * Specs no area owns, run only with every spec: the bundle's agreement with the browser, the browser
 * itself, and the web app manifests (the manifests plugin and the shell, whose changes run every spec).
 */
export const SHARED_SPECS = [ALL_SCREENS_SPEC, "budget-agreement.spec.ts", "browser.spec.ts", "web-app.spec.ts", "offline.spec.ts"];

/** Files whose change says nothing to an e2e test (unit tests, their set-up, docs, lint and format settings). */
const NO_E2E = [
  /\.test\.tsx?$/,
  /\.test-d\.ts$/,
  /\.fixture\.tsx?$/,
  /^tests\/(unit|setup|fixtures)\//,
  /^docs\//,
  /\.md$/,
  /^biome\.json$/,
  /^\.oxlintrc\.json$/,
];
/** Files every unit test may depend on without importing them. */
const ALL_UNIT = [
  /^package(-lock)?\.json$/,
  /^vite\.config\.ts$/,
  /^vitest\.config\.ts$/,
  /^tsconfig\.json$/,
  /^scripts\/unit-projects\.mjs$/,
  /^tests\/setup\//,
  /^manifests\//,
];

const git = (root, args) => {
  const r = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr.trim()}`);
  return r.stdout.split("\n").filter(Boolean);
};

/** The changed files (paths from root): uncommitted and untracked, plus the commits since the merge base with `base` if given. */
export function changedFiles(root, base) {
  const files = [...git(root, ["diff", "--name-only", "HEAD"]), ...git(root, ["ls-files", "--others", "--exclude-standard"])];
  if (base) files.push(...git(root, ["diff", "--name-only", git(root, ["merge-base", base, "HEAD"])[0], "HEAD"]));
  return [...new Set(files)].sort();
}

/** The screen ids an area registers (screens/<area>/registrations.ts: `id: () => import(...)`). */
export function areaScreenIds(root, area) {
  const path = join(root, "screens", area, "registrations.ts");
  if (!existsSync(path)) return [];
  return [...readFileSync(path, "utf8").matchAll(/^\s*(\w+): \(\) => import\(/gm)].map((m) => m[1]);
}

/** scripts/ files that the e2e specs, their support or the builds import: a change to one changes what e2e checks. */
export function e2eScriptImports(root) {
  const sources = [
    ...readdirSync(join(root, "tests/e2e"), { recursive: true }).map((f) => join("tests/e2e", String(f))),
    "vite.config.ts",
    "server/vite.config.ts",
  ].filter((f) => /\.(ts|mjs)$/.test(f) && existsSync(join(root, f)));
  const found = new Set();
  for (const f of sources) for (const m of readFileSync(join(root, f), "utf8").matchAll(/from\s+["'](?:\.{1,2}\/)+(scripts\/[^"']+)["']/g)) found.add(m[1]);
  return found;
}

/**
 * What to run for the changed files. unit: "all", or the files for vitest related (none: skip).
 * e2e: { all: true, why } for every spec, else the specs and the screen ids of the all-screens smoke (both empty: skip).
 */
export function selectTests(files, { screenIds, scriptImports }) {
  const unitAll = files.find((f) => ALL_UNIT.some((re) => re.test(f)));
  const unit = unitAll ? "all" : files.filter((f) => !f.startsWith("tests/e2e/"));
  const specs = new Set();
  const ids = new Set();
  let why = null;
  for (const f of files) {
    const area = /^screens\/([^/]+)\//.exec(f)?.[1];
    if (NO_E2E.some((re) => re.test(f))) continue;
    if (f.startsWith("tests/e2e/") && f.endsWith(".spec.ts")) specs.add(f.slice("tests/e2e/".length));
    else if (area && AREA_SPECS[area]) {
      for (const s of AREA_SPECS[area]) specs.add(s);
      for (const id of screenIds(area)) ids.add(id);
    } else if (f.startsWith("devtools/")) for (const s of DEVTOOLS_SPECS) specs.add(s);
    else if (f.startsWith("scripts/") && !scriptImports.has(f)) continue;
    else why ??= area ? `screen area "${area}" has no specs in AREA_SPECS` : `${f} is outside the screen areas`;
  }
  const e2e = why ? { all: true, why } : { all: false, specs: [...specs].sort(), screenIds: [...ids].sort() };
  return { unit, unitAllBecause: unitAll ?? null, e2e };
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Playwright's --grep for a choice: it is matched against "project file describe title", so a spec
 * is chosen by its file name and an all-screens case by the screen id in its title ("/path (id, ko)").
 */
export function e2eGrep({ specs, screenIds }) {
  const parts = specs.map((s) => `(^|[\\s/])${escape(s)}\\s`);
  if (screenIds.length > 0) parts.push(`${escape(ALL_SCREENS_SPEC)}.*\\((${screenIds.join("|")}),`);
  return parts.join("|");
}

function run(cmd, args, env = {}) {
  console.log(`\n=== ${[cmd, ...args].join(" ")}`);
  return spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const at = process.argv.indexOf("--base");
  const files = changedFiles(root, at > 0 ? process.argv[at + 1] : undefined);
  const choice = selectTests(files, { screenIds: (area) => areaScreenIds(root, area), scriptImports: e2eScriptImports(root) });
  const unitFiles = choice.unit === "all" ? [] : choice.unit.filter((f) => existsSync(join(root, f)));
  const e2eChosen = choice.e2e.all || choice.e2e.specs.length + choice.e2e.screenIds.length > 0;
  console.log(`changed: ${files.length} files`);
  console.log(
    choice.unit === "all"
      ? `unit: all (${choice.unitAllBecause} changed)`
      : `unit: vitest related to ${unitFiles.length} files${unitFiles.length ? "" : " (skipped)"}`,
  );
  console.log(
    choice.e2e.all
      ? `e2e: every spec (${choice.e2e.why})`
      : e2eChosen
        ? `e2e: ${[...choice.e2e.specs, ...(choice.e2e.screenIds.length ? [`${ALL_SCREENS_SPEC} for ${choice.e2e.screenIds.join(", ")}`] : [])].join(", ")}`
        : "e2e: none",
  );
  if (process.argv.includes("--list")) process.exit(0);
  let ok = true;
  if (choice.unit === "all") ok = run("npx", ["vitest", "run"]);
  else if (unitFiles.length > 0) ok = run("npx", ["vitest", "related", "--run", "--passWithNoTests", ...unitFiles]);
  if (ok && e2eChosen) {
    ok = run("npm", ["run", "--silent", "build"], { VITE_LOGIN_CHECKS: "newDevice" });
    if (ok) ok = run("npx", ["playwright", "test", ...(choice.e2e.all ? [] : ["--grep", e2eGrep(choice.e2e)])]);
  }
  process.exit(ok ? 0 : 1);
}
