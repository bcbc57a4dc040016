import type { BrandVariant } from "../../schemas/screens/common.ts";

/** A film's page (Suwon's entertainment/:id, the id being the listing's movieCd); the other route sets have none. */
export function movieDetailPath(mallPath: string, variant: BrandVariant): ((movieCd: string) => string) | undefined {
  return variant === "suwon" ? (movieCd) => `/${mallPath}/entertainment/${encodeURIComponent(movieCd)}` : undefined;
}

/** The entertainment page of a mall. */
export const entertainmentPath = (mallPath: string, variant: BrandVariant) => (variant === "suwon" ? `/${mallPath}/entertainment` : `/${mallPath}/tenant/entertainment`);
