// Enforces the import boundaries of STYLE.md, which a generic linter cannot express:
//   schemas/  imports only zod/mini and other schemas files (english-issues.ts adds zod's English
//             locale for the server and build-time checks);
//   nowhere   imports classic "zod": its schemas carry every method, about 20 KiB gzip more than
//             zod/mini in the first load of every screen that decodes an answer;
//   machines/ imports only xstate and schemas/ (tests may add vitest and xstate/graph), and never
//             touches timers, fetch, storage, Date.now() or the DOM;
//   screens/  a screen area never imports another screen area, nor app/ or devtools/;
//   engine/   the framework knows no screen: it never imports screens/, devtools/ or app/;
//   devtools/ never imports screens/ or app/;
//   server/   imports only schemas/ from the app side, and reads process.env only in main.ts and
//             reset.ts (server/env.ts parses it; handlers get settings through their deps);
//   default exports only in lazily loaded screen modules (*.screen.tsx).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, dirname, resolve, sep } from "node:path";

const root = process.cwd();
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx|mjs|js)$/.test(name) ? [p] : [];
  });
const exists = (d) => {
  try {
    return statSync(join(root, d)).isDirectory();
  } catch {
    return false;
  }
};

const importRe =
  /(?:^|[^.\w])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|[^.\w])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g;
const problems = [];
const report = (file, msg) => problems.push(`${relative(root, file).split(sep).join("/")}: ${msg}`);

function importsOf(text) {
  const out = [];
  for (const m of text.matchAll(importRe)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}
const isTest = (file) => /\.(test|spec)\.(ts|tsx)$/.test(file) || file.includes(`${sep}tests${sep}`);
const target = (file, spec) => (spec.startsWith(".") ? relative(root, resolve(dirname(file), spec)).split(sep) : null);

for (const layer of ["schemas", "machines", "screens", "server", "engine", "devtools"]) {
  if (!exists(layer)) continue;
  for (const file of walk(join(root, layer))) {
    const text = readFileSync(file, "utf8");
    for (const spec of importsOf(text)) {
      const t = target(file, spec);
      if (spec === "zod" || spec.startsWith("zod/v4/classic")) report(file, `import "zod/mini", not classic zod ("${spec}")`);
      if (layer === "schemas") {
        const okPkg = spec === "zod/mini" || (spec === "zod/v4/locales" && file.endsWith(`${sep}english-issues.ts`)) || (isTest(file) && spec === "vitest");
        if (t ? t[0] !== "schemas" : !okPkg) report(file, `schemas/ may import only zod/mini and schemas/, not "${spec}"`);
      } else if (layer === "machines") {
        const okPkg = spec === "xstate" || (isTest(file) && (spec === "vitest" || spec === "xstate/graph"));
        if (t ? t[0] !== "machines" && t[0] !== "schemas" : !okPkg) report(file, `machines/ may import only xstate and schemas/, not "${spec}"`);
      } else if (layer === "screens" && t) {
        const from = relative(root, file).split(sep);
        if (t[0] === "screens" && t[1] !== from[1]) report(file, `a screen area may not import another screen area ("${spec}")`);
        if (t[0] === "server") report(file, `screens may not import the server ("${spec}")`);
        if (t[0] === "app" || t[0] === "devtools") report(file, `screens may not import ${t[0]}/ ("${spec}")`);
      } else if (layer === "engine" && t && ["screens", "devtools", "app", "server"].includes(t[0])) {
        report(file, `engine/ knows no screen, devtool, app or server code: "${spec}"`);
      } else if (layer === "devtools" && t && ["screens", "app", "server"].includes(t[0])) {
        report(file, `devtools/ may not import ${t[0]}/ ("${spec}")`);
      } else if (layer === "server" && t && ["engine", "screens", "machines", "app", "devtools"].includes(t[0])) {
        report(file, `server/ may import only schemas/ from the app side, not "${spec}"`);
      }
    }
    const serverEntry = [`server${sep}main.ts`, `server${sep}reset.ts`].some((e) => file.endsWith(e));
    if (layer === "server" && !isTest(file) && !serverEntry && /\bprocess\.env\b/.test(text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, "")))
      report(file, "reads process.env: settings come from server/env.ts through the handlers' deps (ServerDeps.settings)");
    if (layer === "machines" && !isTest(file)) {
      for (const [re, what] of [
        [/\bDate\.now\s*\(/, "Date.now()"],
        [/\bnew Date\s*\(/, "new Date()"],
        [/\bset(Timeout|Interval)\s*\(/, "timers"],
        [/\bfetch\s*\(/, "fetch"],
        [/\b(localStorage|sessionStorage)\b/, "storage"],
        [/\b(window|document)\./, "the DOM"],
      ])
        if (re.test(text.replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "")))
          report(file, `machines must not use ${what}: make it a named actor, action or delay`);
    }
    // The build precompiles a messages file's words (engine/i18n/messages-file-plugin.ts): read as
    // plain strings they would be ASTs in the browser, so words are read through useMessages only.
    if (["screens", "engine", "app"].includes(layer) && !isTest(file) && !/\.(messages|fixture)\.tsx?$/.test(file) && /\b\w+Messages\.(ko|en)\b/.test(text))
      report(file, "reads a messages file's ko/en directly: use useMessages (t, or t.korean for Korean-only words)");
    if (/^\s*export\s+default\b/m.test(text) && !file.endsWith(".screen.tsx") && !file.endsWith("vite.config.ts"))
      report(file, "default exports are only for lazily loaded screen modules (*.screen.tsx)");
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`${problems.length} layer problem(s)`);
  process.exit(1);
}
console.log("layers ok");
