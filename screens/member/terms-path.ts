import type { MallManifest } from "../../schemas/manifest.ts";
import { mallRoutePath, routesOf } from "../../engine/routing/mall-routes.ts";

/** The login-terms page of the mall (/{mall}/login/agreement), or the app's (/app/login/agreement) where the mall has none. */
export function termsPathFor(mall: MallManifest | null): string {
  const route = mall ? routesOf(mall).find((r) => r.node.screen === "loginAgreement") : undefined;
  return mall && route ? mallRoutePath(mall, route.fullPath) : "/app/login/agreement";
}
