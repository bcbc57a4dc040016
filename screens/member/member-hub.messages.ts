import type { Words } from "../../engine/i18n/words.ts";

/** The my-info frame (its section menu). */
const ko = {
  "member.sections": "내 정보 메뉴",
} as const;

const en: Words<typeof ko> = {
  "member.sections": "My account sections",
};

export const memberHubMessages = { ko, en };
