import type { MallManifest, RouteSet } from "../../schemas/manifest.ts";

export interface QuickLink {
  feature: string;
  /** Absolute path of the link (/hanam/tenant/fieldKids). */
  to: string;
  /** Message id of the label. */
  label: string;
  icon: string;
}

/** The route set's quick links that the mall enables, with {product} filled in and made absolute. */
export function quickLinksFor(mall: MallManifest, routeSet: RouteSet | undefined): QuickLink[] {
  return (routeSet?.quickLinks ?? [])
    .filter((q) => mall.features.includes(q.feature))
    .map((q) => ({ ...q, to: `/${mall.path}/${q.to.split("{product}").join(mall.product)}` }));
}
