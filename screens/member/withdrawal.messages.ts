import type { Words } from "../../engine/i18n/words.ts";

/** Leaving membership. */
const ko = {
  "withdrawal.heading": "회원 탈퇴",
  "withdrawal.go": "포인트 회원 사이트에서 탈퇴하기",
  "withdrawal.newWindow": "(새 창)",
} as const;

const en: Words<typeof ko> = {
  "withdrawal.heading": "Leave the membership",
  "withdrawal.go": "Leave on the points membership site",
  "withdrawal.newWindow": "(opens a new window)",
};

export const withdrawalMessages = { ko, en };
