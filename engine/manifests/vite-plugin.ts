import type { Plugin } from "vite";
import { loadManifestFiles } from "./load-files.ts";
import { formatProblem, validateManifestFiles } from "./validate.ts";

const VIRTUAL_ID = "virtual:manifests";
/** The malls' visit data (address, ways there), kept out of the main chunk for the about and directions pages. */
const VISIT_ID = "virtual:mall-visit";
/** Fields that document a manifest for operators and editors; the browser never reads them. */
const DOC_FIELDS = new Set(["$schema", "description", "reason"]);
/**
 * Query parameters the shell acts on (a dialog it mounts for the routes that declare them, decision
 * 0018). A route's other query declarations document it only: they stay out of the main chunk
 * (every route of every route set declared its parameters: about 1 KiB gzip on every page).
 */
export const SHELL_QUERY_PARAMS: ReadonlySet<string> = new Set(["cfSearch", "mapSearch"]);
function withoutDocs(key: string, value: unknown): unknown {
  if (DOC_FIELDS.has(key)) return undefined;
  // Only the about and directions pages read it: it ships with them (virtual:mall-visit).
  if (key === "visit") return undefined;
  if (key === "query" && Array.isArray(value)) {
    const kept = value.filter((q) => SHELL_QUERY_PARAMS.has(String(q)));
    return kept.length ? kept : undefined;
  }
  return value;
}
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_VISIT_ID = `\0${VISIT_ID}`;

/**
 * Validates every manifest at build time and serves them as `virtual:manifests`, so the browser
 * receives data that already passed ajv and zod (and never ships ajv). An invalid manifest fails
 * the build and shows in the dev server's error overlay.
 */
export function manifestsPlugin(options: { root?: string } = {}): Plugin {
  let root = options.root ?? process.cwd();
  return {
    name: "mall-manifests",
    configResolved(config) {
      root = options.root ?? config.root;
    },
    resolveId(id) {
      if (id === VISIT_ID) return RESOLVED_VISIT_ID;
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_VISIT_ID) return null;
      const files = loadManifestFiles(root);
      for (const f of [files.brands, ...Object.values(files.routeSets), ...Object.values(files.malls)]) this.addWatchFile(f.absolute);
      const { bundle, problems } = validateManifestFiles(files);
      if (!bundle) this.error(`invalid manifests:\n${problems.map(formatProblem).join("\n")}`);
      if (id === RESOLVED_VISIT_ID) {
        const visits = Object.fromEntries(Object.values(bundle.malls).flatMap((m) => (m.visit ? [[m.path, m.visit]] : [])));
        return `export const visits = ${JSON.stringify(visits)};\n`;
      }
      return `export const bundle = ${JSON.stringify(bundle, withoutDocs)};\n`;
    },
    hotUpdate({ file, server }) {
      if (!file.includes("/manifests/") || !file.endsWith(".json")) return;
      for (const id of [RESOLVED_ID, RESOLVED_VISIT_ID]) {
        const mod = server.moduleGraph.getModuleById(id);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}
