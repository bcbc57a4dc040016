import type { MallManifest } from "../../schemas/manifest.ts";
import type { BrandVariant } from "../../schemas/screens/common.ts";

// Where the store screens link to, by route set: the standard set and Centerfield have a store page
// (tenant/tenantDetail/:tenantId, tenantDetail/:id); Suwon opens a store as the floor guide's popup
// (tenant/floorInfo/:tnId) and Granseoul as the floor guide's tnId popup. The paths come from the
// mall's variant, never from the screen.

const id = (tntSeq: string) => encodeURIComponent(tntSeq);

/** Where a store opens: its page, or the floor guide with its popup where the route set has no store page. */
export function storePath(mallPath: string, variant: BrandVariant, tntSeq: string): string {
  switch (variant) {
    case "centerfield":
      return `/${mallPath}/tenantDetail/${id(tntSeq)}`;
    case "suwon":
      return `/${mallPath}/tenant/floorInfo/${id(tntSeq)}`;
    case "granseoul":
      return `/${mallPath}/tenant/floorInfo?tnId=${id(tntSeq)}`;
    default:
      return `/${mallPath}/tenant/tenantDetail/${id(tntSeq)}`;
  }
}

/** The floor guide of a mall. */
export function floorGuidePath(mallPath: string, variant: BrandVariant): string {
  return variant === "centerfield" ? `/${mallPath}/floorInfo` : `/${mallPath}/tenant/floorInfo`;
}

/** The store directory (categories and filters) of a mall; Centerfield has none (its floor guide lists the stores). */
export function directoryPath(mallPath: string, variant: BrandVariant): string {
  if (variant === "centerfield") return `/${mallPath}/floorInfo`;
  return variant === "standard" ? `/${mallPath}/tenant` : `/${mallPath}/tenant/categoryInfo`;
}

/** The route-set variant of a mall, for screens whose route props carry none (the standard set's unless the mall uses another). */
export function variantOfRouteSet(routeSet: MallManifest["routeSet"]): BrandVariant {
  return routeSet ?? "standard";
}


