import type { MallManifest } from "../../schemas/manifest.ts";
import { DEFAULT_MALL_PATH, mallByCode, mallByPath } from "../manifests/bundle.ts";
import { useMall } from "./mall-context.ts";
import { readVisitedMallCode } from "./visited-mall.ts";

/** The mall the user was last in: the stored visited-mall code, when it names a mall the gate may send to. */
export function visitedMall(): MallManifest | null {
  const m = mallByCode(readVisitedMallCode());
  return m?.visitedRedirect ? m : null;
}

/**
 * The mall of a page that has none in its path (/app/…): the current mall (there, the `?mall=`
 * query), else the visited mall, else the default mall (docs/decisions/0026).
 */
export function fallbackMall(current: MallManifest | null): MallManifest {
  const mall = current ?? visitedMall() ?? mallByPath(DEFAULT_MALL_PATH);
  if (!mall) throw new Error(`no manifest for the default mall ${DEFAULT_MALL_PATH} (a bundle the build did not check)`);
  return mall;
}

/** The current mall, or where a page of no mall falls back to (fallbackMall): what its calls and links use. */
export function useFallbackMall(): MallManifest {
  return fallbackMall(useMall().mall);
}
