import type { MallManifest } from "../../schemas/manifest.ts";
import { variantOfRouteSet } from "./store-links.ts";

// Where a lecture found by the search opens: the program page of its kind with the lecture query
// (the detail dialog; spec part-1 §2 "lecture"): SLP… is a library lecture, anything else a kids
// program. The standard set has these pages (tenant/{product}Library, tenant/{product}Kids).

/** The program page that opens a lecture's detail, or null where the mall's route set has none. */
export function lecturePath(mall: MallManifest, lectureId: string): string | null {
  if (variantOfRouteSet(mall.routeSet) !== "standard") return null;
  const kind = lectureId.startsWith("SLP") ? "Library" : "Kids";
  return `/${mall.path}/tenant/${mall.product}${kind}?lecture=${encodeURIComponent(lectureId)}`;
}
