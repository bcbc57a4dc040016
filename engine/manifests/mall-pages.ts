import { byMall } from "virtual:manifests/pages";
import type { ContentPage } from "../../schemas/mall-content.ts";

/**
 * A mall's static page by its id (`/page?id=`, manifest `pages`), or undefined where the mall has no
 * such page. The pages ship with the screen that imports this (SCREEN_FIELDS in vite-plugin.ts), not
 * with the manifests of the main chunk, so read them here, never from the mall's manifest object.
 */
export function mallPage(mallPath: string | undefined | null, id: string | undefined): ContentPage | undefined {
  if (!mallPath || id === undefined) return undefined;
  const pages = byMall[mallPath];
  return pages && Object.hasOwn(pages, id) ? pages[id] : undefined;
}
