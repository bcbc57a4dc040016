import type { Words } from "../../engine/i18n/words.ts";

/** The investor pages (hanam's store/investor/notice and /reports, Suwon's service/investor). */
const ko = {
  "investor.tabs": "투자자 정보 분류",
  "investor.list": "{tab} 목록",
  "investor.empty": "등록된 게시물이 없습니다.",
  "investor.file": "첨부파일",
  "investor.file.newWindow": "(새 창에서 열기)",
  "investor.file.unavailable": "(열 수 없는 파일)",
} as const;

const en: Words<typeof ko> = {
  "investor.tabs": "Investor information",
  "investor.list": "{tab}",
  "investor.empty": "Nothing has been posted yet.",
  "investor.file": "Attachment",
  "investor.file.newWindow": "(opens in a new window)",
  "investor.file.unavailable": "(cannot be opened)",
};

export const investorMessages = { ko, en };
