import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, relative } from "node:path";

/** A manifest file as read from disk. */
export interface ManifestFile {
  /** Path relative to the project root, with forward slashes (manifests/hanam.json). */
  file: string;
  /** Absolute path, for watchers. */
  absolute: string;
  /** Parsed JSON, or undefined when the text is not JSON. */
  data: unknown;
  parseError?: string;
}

export interface ManifestFiles {
  brands: ManifestFile;
  routeSets: Record<string, ManifestFile>;
  malls: Record<string, ManifestFile>;
}

function readOne(root: string, absolute: string): ManifestFile {
  const file = relative(root, absolute).split("\\").join("/");
  if (!existsSync(absolute)) return { file, absolute, data: undefined, parseError: "file is missing" };
  try {
    return { file, absolute, data: JSON.parse(readFileSync(absolute, "utf8")) };
  } catch (e) {
    return { file, absolute, data: undefined, parseError: `is not valid JSON (${(e as Error).message})` };
  }
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json"))
        .sort()
    : [];

/** Reads manifests/brands.json, manifests/route-sets/*.json and every mall manifest in manifests/. */
export function loadManifestFiles(root: string, dir = "manifests"): ManifestFiles {
  const base = join(root, dir);
  const routeSets: Record<string, ManifestFile> = {};
  for (const f of jsonFiles(join(base, "route-sets"))) routeSets[f.slice(0, -5)] = readOne(root, join(base, "route-sets", f));
  const malls: Record<string, ManifestFile> = {};
  for (const f of jsonFiles(base)) if (f !== "brands.json") malls[f.slice(0, -5)] = readOne(root, join(base, f));
  return { brands: readOne(root, join(base, "brands.json")), routeSets, malls };
}
