import { byMall as applyByMall } from "virtual:manifests/lectureApply";
import { byMall as noticeByMall } from "virtual:manifests/showNotice";
import { byMall as titleByMall } from "virtual:manifests/programTitle";
import { byMall as winnersByMall } from "virtual:manifests/winners";
import type { LectureApply } from "../../schemas/manifest-programs.ts";
import type { MallManifest } from "../../schemas/manifest.ts";

/** A mall's program values: the show notice, the apply targets and the title field. */
export interface MallProgramFields {
  showNotice: MallManifest["showNotice"];
  lectureApply: LectureApply | undefined;
  programTitle: NonNullable<MallManifest["programTitle"]>;
  /** The winner table's layout: the seat column and where names wrap (spec part-1 §5: 9 Latin, 5 other letters by default). */
  winners: NonNullable<MallManifest["winners"]>;
}

const DEFAULT_WINNERS: NonNullable<MallManifest["winners"]> = { seatColumn: true, latinWrap: 9, otherWrap: 5 };

/**
 * A mall's program values (manifest `showNotice`, `lectureApply`, `programTitle`, `winners`). They ship with
 * the program pages and the lecture dialog (SCREEN_FIELDS in vite-plugin.ts), not with the
 * manifests of the main chunk, so read them here, never from the mall's manifest object.
 */
export function mallProgramFields(mallPath: string | null | undefined): MallProgramFields {
  const path = mallPath ?? "";
  return {
    showNotice: noticeByMall[path],
    lectureApply: applyByMall[path],
    programTitle: titleByMall[path] ?? "progTitl",
    winners: winnersByMall[path] ?? DEFAULT_WINNERS,
  };
}
