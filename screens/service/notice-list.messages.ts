import type { Words } from "../../engine/i18n/words.ts";

/** The notice list (store/service/notice; Centerfield's notice, Suwon's and Granseoul's service/notice). */
const ko = {
  "notice.list": "공지사항 목록",
  "notice.empty": "등록된 공지사항이 없습니다.",
  "notice.search.label": "공지사항 검색",
  "notice.search.placeholder": "제목으로 검색",
} as const;

const en: Words<typeof ko> = {
  "notice.list": "Notices",
  "notice.empty": "There are no notices.",
  "notice.search.label": "Search the notices",
  "notice.search.placeholder": "Search by title",
};

export const noticeListMessages = { ko, en };
