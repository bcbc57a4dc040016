import type { Words } from "../../engine/i18n/words.ts";

/** Suwon's program detail page (kids/showList/:id, library/lectureList/:id). */
const ko = {
  "programDetail.toShows": "공연 목록",
  "programDetail.toLectures": "강좌 목록",
} as const;

const en: Words<typeof ko> = {
  "programDetail.toShows": "All shows",
  "programDetail.toLectures": "All lectures",
};

export const programDetailMessages = { ko, en };
