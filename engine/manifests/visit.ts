import { byMall } from "virtual:manifests/visit";
import type { MallVisit } from "../../schemas/mall-visit.ts";

/**
 * A mall's visit data (address, phone, coordinates, area map, closed days, facts, ways there), or
 * undefined when its manifest declares none. Read from its own module so only the pages that show
 * it download it; the main bundle's manifests leave it out.
 */
export function mallVisit(path: string | undefined | null): MallVisit | undefined {
  return path ? byMall[path] : undefined;
}
