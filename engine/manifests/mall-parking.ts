import { byMall } from "virtual:manifests/parking";
import type { MallManifest } from "../../schemas/manifest.ts";

/**
 * A mall's parking fees and entrances (manifest `parking`). They ship with the screen that imports
 * this, not with the manifests of the main chunk (SCREEN_FIELDS in vite-plugin.ts), so read them here,
 * never from the mall's manifest object.
 */
export function mallParking(mallPath: string): MallManifest["parking"] {
  return byMall[mallPath];
}
