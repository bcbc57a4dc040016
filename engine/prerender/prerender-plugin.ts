import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import { PRERENDERED_DIR, PRERENDERED_INDEX, PRERENDERER_DIR, type PrerenderedEntry, type PrerenderedIndex } from "../../schemas/prerendered-pages.ts";
import { assemblePage, inlineHashes, linkedStylesheets, type ManifestChunk, preloadsOf, pageFileName, shellFileName, type RenderedPage } from "./assemble.ts";

/** The renderer's entry (bundled for Node after the browser build) and what it exports. */
const ENTRY = "app/prerender.tsx";
interface Renderer {
  prerenderTargets(): { path: string; mall: string | null; locales: readonly string[] }[];
  renderPage(target: { path: string; mall: string | null; locales: readonly string[] }, locale: string): Promise<RenderedPage>;
  shellMalls(): { mall: string; locales: readonly string[] }[];
  renderShell(mall: string, locale: string): Promise<RenderedPage>;
  routeShellTargets(): RouteShellTarget[];
  renderRouteShell(target: RouteShellTarget, locale: string): Promise<RenderedPage>;
  memberShellTargets(): RouteShellTarget[];
  renderMemberShell(target: RouteShellTarget, locale: string): Promise<RenderedPage>;
}
interface RouteShellTarget {
  path: string;
  locales: readonly string[];
}

/**
 * Renders the first pages to HTML at build (docs/decisions/0048): after the browser build is
 * written, bundles app/prerender.tsx for Node with the same config (so class names and manifests
 * are the browser's), renders the gate and every mall's home in each locale it offers, and each
 * mall's shell for its other routes (and, for the routes whose screen names its first loads, a
 * shell of their own that asks for them; for a member's routes, one that asks for their code), from the built index.html, and writes them with the index
 * the server answers navigations from (dist/prerendered/pages.json), and keeps the renderer for the
 * server (dist/prerendered/renderer). A render that fails fails the build.
 */
export function prerenderPlugin(): Plugin {
  let root = process.cwd();
  let outDir = "dist";
  let configFile: string | undefined;
  let mode = "production";
  let skip = false;
  return {
    name: "mall-prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
      // The renderer's own build (below) goes through this config too; tests and development builds
      // (the flow lab's) render no pages.
      skip = Boolean(config.build.ssr) || Boolean(process.env.VITEST) || config.mode !== "production";
    },
    async closeBundle() {
      if (skip) return;
      const work = join(root, "node_modules", ".prerender");
      rmSync(work, { recursive: true, force: true });
      await build({
        configFile,
        mode,
        root,
        logLevel: "warn",
        build: { ssr: ENTRY, outDir: work, emptyOutDir: true, manifest: false, sourcemap: false, copyPublicDir: false, minify: false },
        // Whole: the server imports it from the build's folder, wherever that was copied, with no
        // node_modules beside it (and the barcode's sources name their modules without an
        // extension, which Node's ES loader would not resolve).
        ssr: { noExternal: true },
      });
      try {
        const renderer = (await import(pathToFileURL(join(work, "prerender.js")).href)) as Renderer;
        await writePages(renderer, outDir);
        // Kept for the server, which renders a home again with its answers (docs/decisions/0054).
        cpSync(work, join(outDir, PRERENDERER_DIR), { recursive: true });
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

async function writePages(renderer: Renderer, outDir: string): Promise<void> {
  const template = readFileSync(join(outDir, "index.html"), "utf8");
  const css = new Map(linkedStylesheets(template).map((href) => [href, readFileSync(join(outDir, href), "utf8")]));
  const index: PrerenderedIndex = { pages: {}, shells: {}, inline: { scripts: [], styles: [], styleAttributes: [] } };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  rmSync(join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
  mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  /**
   * Writes a page's file. A member route's page, whose markup shows its parts, carries their
   * stylesheets inline instead of asking for them after it is painted.
   */
  const write = (file: string, page: RenderedPage, kind: "page" | "shell") => {
    const preloads = preloadsOf(manifest, page.modules, page.fetches);
    const withParts = page.servedMember !== undefined;
    const inlined = withParts ? preloads.styles : [];
    for (const href of inlined) if (!css.has(href)) css.set(href, readFileSync(join(outDir, href), "utf8"));
    const html = assemblePage(template, page, kind, css, withParts ? { ...preloads, styles: [] } : preloads, inlined);
    const inline = inlineHashes(html);
    for (const h of inline.scripts) scripts.add(h);
    for (const h of inline.styles) styles.add(h);
    for (const h of inline.styleAttributes) styleAttributes.add(h);
    writeFileSync(join(outDir, file), html);
  };
  /** Renders and writes one path's (or mall's) file in each of its locales: its index entry. */
  const writeEach = async (
    locales: readonly string[],
    fileOf: (locale: string) => string,
    render: (locale: string) => Promise<RenderedPage>,
    kind: "page" | "shell",
  ): Promise<PrerenderedEntry> => {
    const files: Record<string, string> = {};
    for (const locale of locales) {
      files[locale] = fileOf(locale);
      write(files[locale], await render(locale), kind);
    }
    return { default: locales[0] ?? "ko", files };
  };
  /**
   * Renders a page in each locale, noting what its rendering with answers needs: a page with first
   * calls may be rendered again with their answers by the server (docs/decisions/0054), which then
   * shows its parts, whose stylesheets the server inlines.
   */
  const answerable = (path: string, render: (locale: string) => Promise<RenderedPage>) => {
    const styles = new Set<string>();
    let calls = false;
    const noted = async (locale: string) => {
      const page = await render(locale);
      calls ||= page.fetches.length > 0;
      for (const href of preloadsOf(manifest, page.modules, []).styles) styles.add(href);
      return page;
    };
    return { noted, answered: () => (calls ? { answered: { path, styles: [...styles] } } : {}) };
  };
  for (const target of renderer.prerenderTargets()) {
    const page = answerable(target.path, (locale) => renderer.renderPage(target, locale));
    const entry = await writeEach(target.locales, (locale) => pageFileName(target.path, locale), page.noted, "page");
    index.pages[target.path.toLowerCase()] = { ...entry, ...page.answered() };
  }
  // A route's own shell is answered as its page (the server picks pages by path first); with its
  // first calls' answers, the server renders the route itself in its place.
  for (const target of renderer.routeShellTargets()) {
    const page = answerable(target.path, (locale) => renderer.renderRouteShell(target, locale));
    const entry = await writeEach(target.locales, (locale) => pageFileName(target.path, locale), page.noted, "shell");
    index.pages[target.path.toLowerCase()] = { ...entry, ...page.answered() };
  }
  // A member route's own shell, which the server answers only to a request with a session (docs/decisions/0055).
  for (const target of renderer.memberShellTargets()) {
    const entry = await writeEach(
      target.locales,
      (locale) => pageFileName(target.path, locale),
      (locale) => renderer.renderMemberShell(target, locale),
      "shell",
    );
    index.pages[target.path.toLowerCase()] = { ...entry, member: true };
  }
  for (const { mall, locales } of renderer.shellMalls()) {
    index.shells[mall.toLowerCase()] = await writeEach(
      locales,
      (locale) => shellFileName(mall, locale),
      (locale) => renderer.renderShell(mall, locale),
      "shell",
    );
  }
  index.inline = { scripts: [...scripts].sort(), styles: [...styles].sort(), styleAttributes: [...styleAttributes].sort() };
  writeFileSync(join(outDir, PRERENDERED_DIR, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);
}
