import type { MallManifest } from "../../schemas/manifest.ts";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import { bundle } from "../../engine/manifests/bundle.ts";

/** The login-terms page of the mall (/{mall}/login/agreement), or the app's (/app/login/agreement) where the mall has none. */
export function termsPathFor(mall: MallManifest | null): string {
  const set = mall?.routeSet ? bundle.routeSets[mall.routeSet] : undefined;
  const route = set ? flattenRoutes(set.routes).find((r) => r.node.screen === "loginAgreement") : undefined;
  return mall && route ? `/${mall.path}/${route.fullPath}` : "/app/login/agreement";
}
