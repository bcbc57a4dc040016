import type { MallManifest } from "../../schemas/manifest.ts";
import type { RouteSet } from "../../schemas/route-set.ts";
import { isIconName, type IconName } from "../ui/icon-paths.ts";

/** A quick link of the mall home, resolved for one mall. */
export interface QuickLink {
  feature: MallManifest["features"][number];
  /** Absolute path: /{mall}/{to} with {product} substituted. */
  to: string;
  /** Message id of the label (routes catalogue). */
  label: string;
  /** Undefined when the manifest names an icon the set does not draw. */
  icon: IconName | undefined;
}

/** The route set's quick links that this mall enables, in the route set's order. */
export function quickLinksFor(mall: MallManifest, routeSet: Pick<RouteSet, "quickLinks"> | undefined): QuickLink[] {
  const enabled = new Set(mall.features);
  return (routeSet?.quickLinks ?? [])
    .filter((q) => enabled.has(q.feature))
    .map((q) => ({
      feature: q.feature,
      to: `/${mall.path}/${q.to.replaceAll("{product}", mall.product)}`,
      label: q.label,
      icon: isIconName(q.icon) ? q.icon : undefined,
    }));
}
