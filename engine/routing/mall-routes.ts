import type { MallManifest } from "../../schemas/manifest.ts";
import { flattenRoutes, type FlatRoute } from "../../schemas/route-tree.ts";
import { bundle } from "../manifests/bundle.ts";

/** Every route of the mall's route set, flattened (none for a mall without one). */
export function routesOf(mall: MallManifest): FlatRoute[] {
  const set = mall.routeSet ? bundle.routeSets[mall.routeSet] : undefined;
  return set ? flattenRoutes(set.routes) : [];
}

/** A route's full path as a URL of the mall: /{mall}/{path}, with the mall's product word. */
export const mallRoutePath = (mall: MallManifest, fullPath: string) => `/${mall.path}/${fullPath.split("{product}").join(mall.product)}`;
