import type { MallManifest } from "../../schemas/manifest.ts";
import { DEFAULT_MALL_PATH } from "../manifests/bundle.ts";
import { mallRoutePath, routesOf } from "./mall-routes.ts";

/** The mall's Login route (/{mall}/login; /centerfield/cfLogin): its route of the login screen that is not a test page. */
export function loginPathFor(mall: MallManifest | null): string {
  const route = mall ? routesOf(mall).find((r) => r.node.screen === "login" && !r.node.props?.test) : undefined;
  if (!mall || !route) return `/${mall?.contextMall ?? DEFAULT_MALL_PATH}/login`;
  return mallRoutePath(mall, route.fullPath);
}
