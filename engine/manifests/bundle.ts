import { bundle as validated } from "virtual:manifests";
import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { BrandGroup } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";

/** The manifests as the browser sees them: already validated at build time. */
export const bundle: ManifestBundle = validated;

const byPath = new Map(Object.values(bundle.malls).map((m) => [m.path.toLowerCase(), m]));
const byCode = new Map(
  Object.values(bundle.malls)
    .filter((m) => m.code !== undefined)
    .map((m) => [m.code as string, m]),
);

/** The manifest declaring this first path segment (case-insensitive), if any. */
export function mallByPath(path: string | undefined | null): MallManifest | undefined {
  return path ? byPath.get(path.toLowerCase()) : undefined;
}

/** The manifest with this two-digit code, if any. */
export function mallByCode(code: string | undefined | null): MallManifest | undefined {
  return code ? byCode.get(code) : undefined;
}

/** The brand group of a mall. */
export function brandOf(mall: MallManifest): BrandGroup {
  const group = bundle.brands.groups.find((g) => g.id === mall.brand);
  if (!group) throw new Error(`no brand group ${mall.brand} (a bundle the build did not check)`);
  return group;
}

/** The mall the app falls back to where a page names none (brands.json defaultMall). */
export const DEFAULT_MALL_PATH: string = bundle.brands.defaultMall;
