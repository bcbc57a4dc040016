import type { BrandVariant } from "../../schemas/screens/common.ts";

/** The directions and parking pages of a mall: Centerfield's own paths, store/… elsewhere. */
export function visitPaths(mallPath: string, variant: BrandVariant): { directions: string; parking: string } {
  if (variant === "centerfield") return { directions: `/${mallPath}/location`, parking: `/${mallPath}/parkingInfo` };
  return { directions: `/${mallPath}/store/direction`, parking: `/${mallPath}/store/parkingInfo` };
}

/** A distance in metres as the directions page writes it: metres under a kilometre, else km to one decimal. */
export function distanceParts(metres: number): { unit: "m"; metres: number } | { unit: "km"; km: number } {
  return metres < 1000 ? { unit: "m", metres } : { unit: "km", km: Math.round(metres / 100) / 10 };
}
