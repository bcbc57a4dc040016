import type { MallManifest } from "../../schemas/manifest.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import { bundle } from "../manifests/bundle.ts";

const LOGIN_SCREENS: ReadonlySet<ScreenId> = new Set(["login", "cfLogin", "swLogin", "gsLogin"]);

/** The mall's Login route (/{mall}/login; /centerfield/cfLogin), found by its screen in the mall's route set. */
export function loginPathFor(mall: MallManifest | null): string {
  const set = mall?.routeSet ? bundle.routeSets[mall.routeSet] : undefined;
  const route = set ? flattenRoutes(set.routes).find((r) => r.node.screen && LOGIN_SCREENS.has(r.node.screen) && !r.node.props?.test) : undefined;
  if (!mall || !route) return `/${mall?.contextMall ?? "hanam"}/login`;
  return `/${mall.path}/${route.fullPath}`;
}
