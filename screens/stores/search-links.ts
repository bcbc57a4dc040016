import type { MallManifest } from "../../schemas/manifest.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";

// Where a lecture found by the search opens: the program page of its kind with the lecture query
// (the detail dialog; spec part-1 §2 "lecture"): SLP… is a library lecture, anything else a kids
// program.

/** The program page that opens a lecture's detail, or null where the mall mounts none. */
export function lecturePath(mall: MallManifest, lectureId: string): string | null {
  const kind = lectureId.startsWith("SLP") ? "library" : "kids";
  return screenHrefsFor(mall)({ screen: "programs", where: { kind } }, {}, { lecture: lectureId });
}
