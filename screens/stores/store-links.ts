import { screenHrefsFor } from "../../engine/routing/screen-href.ts";

// Where the store screens link to, by screen id over the mall's routes (engine/routing/screen-href):
// the store's own page where the mall mounts one, else the floor guide with the store's popup.

/** A store's own page, where the mall mounts one (the standard set, Centerfield); else null. */
export function storePagePath(mallPath: string, tntSeq: string): string | null {
  return screenHrefsFor(mallPath)("tenantDetail", { tenantId: tntSeq });
}

/**
 * Where a store opens: its page, else the floor guide with its popup, as the guide's path param where
 * its route takes one (Suwon's tenant/floorInfo/:tnId) or as ?tnId (Granseoul); on the guide the
 * floor shown (fl) stays.
 */
export function storePath(mallPath: string, tntSeq: string, fl?: string): string | null {
  const href = screenHrefsFor(mallPath);
  return storePagePath(mallPath, tntSeq) ?? href("floorInfo", { tnId: tntSeq }, { fl }) ?? href("floorInfo", {}, { tnId: tntSeq, fl });
}

/** The floor guide of a mall. */
export function floorGuidePath(mallPath: string): string | null {
  return screenHrefsFor(mallPath)("floorInfo");
}
