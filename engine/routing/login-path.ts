import type { MallManifest } from "../../schemas/manifest.ts";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import { bundle } from "../manifests/bundle.ts";

/** The mall's Login route (/{mall}/login; /centerfield/cfLogin): its route of the login screen that is not a test page. */
export function loginPathFor(mall: MallManifest | null): string {
  const set = mall?.routeSet ? bundle.routeSets[mall.routeSet] : undefined;
  const route = set ? flattenRoutes(set.routes).find((r) => r.node.screen === "login" && !r.node.props?.test) : undefined;
  if (!mall || !route) return `/${mall?.contextMall ?? "hanam"}/login`;
  return `/${mall.path}/${route.fullPath}`;
}
