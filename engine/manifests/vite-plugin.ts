import type { Connect, Plugin } from "vite";
import { appIconPng } from "./app-icon.ts";
import { loadManifestFiles } from "./load-files.ts";
import { formatProblem, validateManifestFiles } from "./validate.ts";
import { WEB_APP_DIR, webAppFiles } from "./web-app.ts";

const VIRTUAL_ID = "virtual:manifests";
/** Fields that document a manifest for operators and editors; the browser never reads them. */
const DOC_FIELDS = new Set(["$schema", "description", "reason"]);
/**
 * Query parameters the shell acts on (a dialog it mounts for the routes that declare them, decision
 * 0018). A route's other query declarations document it only: they stay out of the main chunk
 * (every route of every route set declared its parameters: about 1 KiB gzip on every page).
 */
export const SHELL_QUERY_PARAMS: ReadonlySet<string> = new Set(["cfSearch", "mapSearch", "tnId", "agreement", "lecture", "winners"]);
/**
 * Shell query parameters the shell acts on only on some screens' routes: tnId opens the store popup
 * over a home (Main), while the floor guide and the store directory open their own.
 */
export const SHELL_QUERY_SCREENS: Readonly<Record<string, readonly string[]>> = { tnId: ["mallHome", "brandHome"] };
/**
 * Shell query parameters some screens read themselves, so the shell leaves them alone on their
 * routes: the terms page (m/agreement, the app's terms list) shows `agreement` in its own page,
 * while Centerfield's pages declare it for the shell's terms dialog.
 */
export const SHELL_QUERY_OWN_SCREENS: Readonly<Record<string, readonly string[]>> = { agreement: ["agreementPage"] };
/** Whether the shell acts on a route's query parameter (the route declares it, with its screen). */
export const shellActsOn = (param: string, screen: string): boolean =>
  SHELL_QUERY_PARAMS.has(param) && (SHELL_QUERY_SCREENS[param]?.includes(screen) ?? true) && !(SHELL_QUERY_OWN_SCREENS[param]?.includes(screen) ?? false);
function withoutDocs(this: unknown, key: string, value: unknown): unknown {
  if (DOC_FIELDS.has(key)) return undefined;
  if (key === "query" && Array.isArray(value)) {
    // `this` is the route that declares the query (JSON.stringify's replacer).
    const screen = (this as { screen?: unknown } | null)?.screen;
    const kept = value.filter((q) => shellActsOn(String(q), String(screen)));
    return kept.length ? kept : undefined;
  }
  return value;
}
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/**
 * Mall fields that one screen reads: they ship with that screen as `virtual:manifests/<field>` (the
 * field of every mall by path), not in the main chunk every page loads (the parking page's fees
 * and entrances of ten malls: 0.5 KiB gzip; the about and directions pages' visit data; the static
 * pages of /page and the venue rental pages; the program pages' and the lecture dialog's show notice,
 * apply targets and title field).
 */
export const SCREEN_FIELDS: readonly string[] = ["parking", "visit", "pages", "rentalVenues", "showNotice", "lectureApply", "programTitle", "winners"];
const fieldOf = (id: string): string | undefined => {
  const field = id.startsWith(`${VIRTUAL_ID}/`) ? id.slice(VIRTUAL_ID.length + 1) : undefined;
  return field !== undefined && SCREEN_FIELDS.includes(field) ? field : undefined;
};

/**
 * Validates every manifest at build time and serves them as `virtual:manifests`, so the browser
 * receives data that already passed ajv and zod (and never ships ajv). An invalid manifest fails
 * the build and shows in the dev server's error overlay.
 */
export function manifestsPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  // One validation per build (or per change in the dev server), however many virtual modules read it.
  let validated: { files: ReturnType<typeof loadManifestFiles>; result: ReturnType<typeof validateManifestFiles> } | null = null;
  const validate = () => {
    if (!validated) {
      const files = loadManifestFiles(root);
      validated = { files, result: validateManifestFiles(files) };
    }
    return validated;
  };
  return {
    name: "mall-manifests",
    configResolved(config) {
      root = options.root ?? config.root;
    },
    buildStart() {
      validated = null;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return fieldOf(id) !== undefined ? `\0${id}` : null;
    },
    load(id) {
      const field = id.startsWith("\0") ? fieldOf(id.slice(1)) : undefined;
      if (id !== RESOLVED_ID && field === undefined) return null;
      const { files, result } = validate();
      for (const f of [files.brands, ...Object.values(files.routeSets), ...Object.values(files.malls)]) this.addWatchFile(f.absolute);
      const bundle = result.bundle ?? this.error(invalidManifests(result.problems));
      const malls = Object.values(bundle.malls) as unknown as Record<string, unknown>[];
      if (field !== undefined) {
        const byMall = Object.fromEntries(malls.filter((m) => m[field] !== undefined).map((m) => [String(m.path), m[field]]));
        return `export const byMall = ${JSON.stringify(byMall, withoutDocs)};\n`;
      }
      const shipped = {
        ...bundle,
        malls: Object.fromEntries(
          Object.entries(bundle.malls).map(([file, m]) => [file, Object.fromEntries(Object.entries(m).filter(([k]) => !SCREEN_FIELDS.includes(k)))]),
        ),
      };
      // A string JSON.parse reads, not an object literal: every page evaluates it in its first task,
      // and V8 reads a large literal's JSON faster than it compiles and runs the same literal.
      return `export const bundle = JSON.parse(${JSON.stringify(JSON.stringify(shipped, withoutDocs))});\n`;
    },
    // The web app manifests and icons (engine/manifests/web-app.ts): files of the build, served by
    // the dev server from the manifests as they are now.
    generateBundle() {
      const { result } = validate();
      const bundle = result.bundle ?? this.error(invalidManifests(result.problems));
      const files = webAppFiles(bundle);
      for (const [fileName, manifest] of files.manifests) this.emitFile({ type: "asset", fileName, source: `${JSON.stringify(manifest, null, 2)}\n` });
      for (const [fileName, icon] of files.icons) this.emitFile({ type: "asset", fileName, source: appIconPng(icon.group.theme, icon.size, icon.purpose) });
    },
    configureServer(server) {
      server.middlewares.use(webAppMiddleware(() => validate().result.bundle));
    },
    hotUpdate({ file, server }) {
      if (!file.includes("/manifests/") || !file.endsWith(".json")) return;
      validated = null;
      for (const id of [RESOLVED_ID, ...SCREEN_FIELDS.map((f) => `\0${VIRTUAL_ID}/${f}`)]) {
        const mod = server.moduleGraph.getModuleById(id);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}

/** The build's error for manifests that failed the check: each problem with its file and pointer. */
function invalidManifests(problems: ReturnType<typeof validateManifestFiles>["problems"]): string {
  return `invalid manifests:\n${problems.map(formatProblem).join("\n")}`;
}

/** Serves the web app manifests and icons in the dev server (the build writes them as files). */
function webAppMiddleware(bundleNow: () => ReturnType<typeof validateManifestFiles>["bundle"]): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? "").split("?")[0]!.slice(1);
    if (!path.startsWith(`${WEB_APP_DIR}/`) || !(path.endsWith(".webmanifest") || path.endsWith(".png"))) return next();
    const bundle = bundleNow();
    if (!bundle) return next();
    const files = webAppFiles(bundle);
    const manifest = files.manifests.get(path);
    const icon = files.icons.get(path);
    if (manifest) {
      res.setHeader("Content-Type", "application/manifest+json");
      res.end(JSON.stringify(manifest));
    } else if (icon) {
      res.setHeader("Content-Type", "image/png");
      res.end(appIconPng(icon.group.theme, icon.size, icon.purpose));
    } else next();
  };
}
