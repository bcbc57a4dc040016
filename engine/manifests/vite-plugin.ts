import type { Plugin } from "vite";
import { loadManifestFiles } from "./load-files.ts";
import { formatProblem, validateManifestFiles } from "./validate.ts";

const VIRTUAL_ID = "virtual:manifests";
/**
 * Fields that document a manifest for operators and editors; the browser never reads them. A route's
 * `query` stays: the shell mounts the query dialogs (cfSearch) of the routes that declare them.
 */
const DOC_FIELDS = new Set(["$schema", "description", "reason"]);
const withoutDocs = (key: string, value: unknown) => (DOC_FIELDS.has(key) ? undefined : value);
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

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
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const files = loadManifestFiles(root);
      for (const f of [files.brands, ...Object.values(files.routeSets), ...Object.values(files.malls)]) this.addWatchFile(f.absolute);
      const { bundle, problems } = validateManifestFiles(files);
      if (!bundle) this.error(`invalid manifests:\n${problems.map(formatProblem).join("\n")}`);
      return `export const bundle = ${JSON.stringify(bundle, withoutDocs)};\n`;
    },
    hotUpdate({ file, server }) {
      if (!file.includes("/manifests/") || !file.endsWith(".json")) return;
      const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (mod) server.moduleGraph.invalidateModule(mod);
      server.ws.send({ type: "full-reload" });
      return [];
    },
  };
}
