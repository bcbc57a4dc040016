import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";
import { offlineReadPatterns } from "./offline-reads.ts";
import type { WorkerConfig } from "./sw/rules.ts";

/** Where the worker is served: the site's root, so its scope is every page. */
export const WORKER_FILE = "sw.js";
/** The page every route is (the history fallback's file). */
const SHELL_PAGE = "index.html";

/** One emitted file of the build, as the precache list needs it. */
export interface BuiltFile {
  fileName: string;
  /** Its content, for the release's version. */
  source: string | Uint8Array;
}

/** Files of the public folder the pages use from the first paint on: the icon, and the brands' stylesheets (manifest pageAssets). */
const PUBLIC_SHELL = /^(favicon\.svg|brand\/[^/]+\.css)$/;

/** The files a release keeps at install: the page, every script and style (each screen's too), the brand stylesheets. Never maps. */
export function precacheFiles(files: readonly BuiltFile[]): BuiltFile[] {
  return files
    .filter((f) => f.fileName === SHELL_PAGE || PUBLIC_SHELL.test(f.fileName) || (/^assets\/[^/]+\.(js|css)$/.test(f.fileName) && !f.fileName.endsWith(".map")))
    .sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
}

/** The public folder's files as the build copied them (the bundle does not list them). */
function publicFiles(outDir: string): BuiltFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(outDir, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return ["favicon.svg", "brand"]
    .filter((p) => existsSync(join(outDir, p)))
    .flatMap((p) => (statSync(join(outDir, p)).isDirectory() ? walk(p) : [p]))
    .map((fileName) => ({ fileName: fileName.split(sep).join("/"), source: readFileSync(join(outDir, fileName)) }));
}

/** The worker's config for a build's files: the release's version changes with any precached byte. */
export function workerConfig(files: readonly BuiltFile[], reads: readonly string[] = offlineReadPatterns()): WorkerConfig {
  const kept = precacheFiles(files);
  const hash = createHash("sha256");
  for (const f of kept) hash.update(f.fileName).update("\0").update(f.source).update("\0");
  // The reads are part of the release: a changed list must reach the phones too.
  hash.update(reads.join("\n"));
  return { version: hash.digest("hex").slice(0, 16), precache: kept.map((f) => `/${f.fileName}`), shellPage: `/${SHELL_PAGE}`, reads: [...reads] };
}

/** The worker bundled with its config as one classic script. */
export async function buildWorker(config: WorkerConfig): Promise<string> {
  const bundle = await rolldown({
    input: fileURLToPath(new URL("./sw/worker.ts", import.meta.url)),
    transform: { define: { WORKER_CONFIG: JSON.stringify(config) } },
    logLevel: "warn",
  });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * Writes the service worker (/sw.js) into every browser build, after the page and its chunks are
 * written (so the precache list has them all). The page registers it in production builds only
 * (engine/offline/offline-support.ts).
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = "dist";
  let ssr = false;
  return {
    name: "mall-service-worker",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // The build's prerenderer bundles for Node with this config: no worker there.
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (ssr) return;
      const dir = options.dir ?? outDir;
      const files = Object.values(bundle).map((f) => ({ fileName: f.fileName, source: f.type === "chunk" ? f.code : f.source }));
      writeFileSync(join(dir, WORKER_FILE), await buildWorker(workerConfig([...files, ...publicFiles(dir)])));
    },
  };
}
