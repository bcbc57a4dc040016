import { screenHrefsFor } from "../../engine/routing/screen-href.ts";

/** A film's page (the id being the listing's movieCd), where the mall mounts one (Suwon); else null. */
export function movieDetailPath(mallPath: string): (movieCd: string) => string | null {
  const href = screenHrefsFor(mallPath);
  return (movieCd) => href("entertainmentDetail", { id: movieCd });
}

/** The entertainment page of a mall. */
export const entertainmentPath = (mallPath: string) => screenHrefsFor(mallPath)("entertainment");
