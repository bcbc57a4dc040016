// What a route loads, computed from the build rather than measured in a browser: the chunk graph
// Vite writes (dist/.vite/manifest.json) and the source maps that say which modules each chunk
// holds. `npm run test:budget` judges these figures (scripts/budget.ts); the browser pass
// (`npm run bench:bundle`) measures the same routes, and an e2e test checks on a sample that the
// two agree (tests/e2e/budget-agreement.spec.ts).
import { existsSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { kindOf } from "./bundle-budget.mjs";

/** The build's chunk graph, keyed by source (entries) or by `_name-hash.js` (shared chunks). */
export function readBuildManifest(dist = "dist") {
  const file = join(dist, ".vite", "manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The modules a chunk holds (project-relative paths) and whether it holds only npm packages, from its source map. */
export function chunkSources(dist, file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return { modules: [], packages: new Set(), library: false };
  const { sources = [] } = JSON.parse(readFileSync(map, "utf8"));
  // Sources are relative to the chunk's folder (dist/assets): project-relative after two steps up.
  const modules = sources.map((s) => normalize(join("dist", "assets", s)).replace(/\\/g, "/"));
  const names = sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1]);
  return { modules, packages: new Set(names.filter(Boolean)), library: sources.length > 0 && names.every(Boolean) };
}

/**
 * The graph in the form the figures need: each script chunk with its static and dynamic imports
 * (as files), whether it is a library, the packages in it, and which chunk holds each module.
 */
export function chunkGraph(manifest, sourcesOf) {
  const byKey = new Map(Object.entries(manifest));
  const fileOf = (key) => byKey.get(key)?.file;
  const chunks = new Map();
  const holder = new Map();
  for (const [key, entry] of byKey) {
    if (!entry.file.endsWith(".js")) continue;
    const { modules, packages, library } = sourcesOf(entry.file);
    const kit = modules.length > 0 && modules.every((m) => m.startsWith("engine/") || m.includes("node_modules/"));
    chunks.set(entry.file, {
      file: entry.file,
      key,
      imports: (entry.imports ?? []).map(fileOf).filter(Boolean),
      dynamicImports: (entry.dynamicImports ?? []).map(fileOf).filter(Boolean),
      // English words load only when the page shows English; a route's cold visit is in Korean.
      english: key.includes("?locale=en") || key.startsWith("virtual:messages/"),
      screenEntry: entry.isDynamicEntry === true && key.endsWith(".screen.tsx"),
      library,
      // Only the kit's code and packages: what the kit loads lazily (a barcode encoder) is its, not a screen's.
      kit,
      packages,
    });
    for (const m of modules) holder.set(m, entry.file);
  }
  return { chunks, holder };
}

/**
 * What a cold visit of a route loads, in Korean, in three parts:
 *   - `scripts`: what it must load: the main chunk and the chunks holding its screens (the screen
 *     and the layout screens around it) with everything they import;
 *   - `lazy`: the screen's own lazy parts (dialogs, panels, forms of some event kinds), loaded by
 *     its code when the data or the visitor asks for them;
 *   - `onDemand`: the layers, libraries and kit code the kit and the shell load when needed (HTML
 *     sanitising, map zoom, a barcode, the shell's lazy parts);
 *   - `optional`: what the shell may open on its own besides (a dialog named by a query parameter,
 *     the drawer's panels) with what that imports.
 * The browser pass (`npm run bench:bundle`) shows which of the last three a visit really loads.
 */
export function routeLoad(graph, screenModules) {
  const { chunks, holder } = graph;
  const main = [...chunks.values()].find((c) => kindOf(`/${c.file}`).kind === "main");
  if (!main) throw new Error("the build has no main chunk (index-*.js)");
  const kind = (file) => kindOf(`/${file}`, chunks.get(file)?.library).kind;
  const closure = (starts, into, follow) => {
    const visit = (file) => {
      const chunk = chunks.get(file);
      if (!chunk || into.has(file) || chunk.english) return;
      into.add(file);
      for (const f of chunk.imports) visit(f);
      for (const f of follow(chunk)) visit(f);
    };
    for (const f of starts) visit(f);
    return into;
  };
  const starts = [main.file];
  for (const m of screenModules) {
    const file = holder.get(m);
    if (!file) throw new Error(`no chunk of the build holds ${m}: is it a screen module, and is the build current?`);
    starts.push(file);
  }
  const required = closure(starts, new Set(), () => []);
  // A screen's own chunks' lazy imports (never another screen's module), with what they import.
  const ownDynamic = (chunk) => (kind(chunk.file) === "own" ? chunk.dynamicImports.filter((f) => !chunks.get(f)?.screenEntry) : []);
  const withLazy = closure(
    [...required].flatMap((f) => ownDynamic(chunks.get(f))),
    new Set(required),
    ownDynamic,
  );
  const lazy = [...withLazy].filter((f) => !required.has(f));
  // What the layers, the libraries, the kit's code and the main chunk import lazily, other than
  // screens and words: the shared layers, libraries and kit code on demand; then, apart, the
  // shell's own lazy parts (optional) with what they import.
  const shared = (chunk) => (kind(chunk.file) === "own" && !chunk.kit ? [] : chunk.dynamicImports.filter((f) => !chunks.get(f)?.screenEntry));
  const sharedOnly = (chunk) => shared(chunk).filter((f) => kind(f) !== "own" || chunks.get(f)?.kit === true);
  const withDemand = closure(
    [...withLazy].flatMap((f) => sharedOnly(chunks.get(f))),
    new Set(withLazy),
    sharedOnly,
  );
  const onDemand = [...withDemand].filter((f) => !withLazy.has(f));
  const anyLazy = (chunk) => chunk.dynamicImports.filter((f) => !chunks.get(f)?.screenEntry);
  const optional = [
    ...closure(
      [...withDemand].flatMap((f) => shared(chunks.get(f))),
      new Set(withDemand),
      anyLazy,
    ),
  ].filter((f) => !withDemand.has(f));
  const describe = (file) => ({ pathname: `/${file}`, library: chunks.get(file)?.library ?? false });
  const packages = new Set([...required].flatMap((f) => [...(chunks.get(f)?.packages ?? [])]));
  return { scripts: [...required].map(describe), lazy: lazy.map(describe), onDemand: onDemand.map(describe), optional: optional.map(describe), packages };
}

/** A built file's name and hash, as Vite names chunks: the name, a dash and 8 characters before `.js` or `.css`. */
const HASHED_NAME = /([\w.-]+?)-[\w-]{8}\.(js|css)\b/g;

/**
 * Gzip sizes (level 9, as the browser pass measures), read once per file, with the hash in every
 * chunk name a file holds replaced by one made from the chunk's name alone. A file names the chunks
 * it imports, and their hashes change with any change of theirs: they moved the main chunk's gzip
 * size from 120.97 to 121.00 KiB across three builds of the same 409,732 bytes of code, which
 * failed the first routes' budget with no change to the chunk. A hash of the name is as random as
 * the real one (a fixed string such as 00000000 compresses better: the main chunk names about 200
 * chunks, 2 KiB less), so the size stays what is sent, give or take the hashes' own noise.
 */
export function gzipSizer(dist = "dist") {
  const sizes = new Map();
  return (pathname) => {
    if (!sizes.has(pathname)) sizes.set(pathname, gzipSize(readFileSync(join(dist, pathname), "utf8")));
    return sizes.get(pathname);
  };
}

/** The gzip size of a built file's text, its chunk names' hashes made from their names (gzipSizer). */
export function gzipSize(text) {
  const fixed = text.replace(HASHED_NAME, (_, name, ext) => `${name}-${createHash("sha256").update(name).digest("base64url").slice(0, 8)}.${ext}`);
  return gzipSync(fixed, { level: 9 }).length;
}
