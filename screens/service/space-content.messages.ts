import type { Words } from "../../engine/i18n/words.ts";

/** The space content (spaceContent SpaceContent; Suwon's too): the mall's stories. */
const ko = {
  "story.intro": "{mall}의 공간과 매장, 즐길 거리를 소개합니다.",
  "story.list": "이야기 목록",
  "story.empty": "등록된 이야기가 없습니다.",
} as const;

const en: Words<typeof ko> = {
  "story.intro": "Stories about {mall}: its places, its stores and what to do there.",
  "story.list": "Stories",
  "story.empty": "There are no stories yet.",
};

export const spaceContentMessages = { ko, en };
