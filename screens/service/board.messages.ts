import type { Words } from "../../engine/i18n/words.ts";

/** What the boards (FAQ, notices, investor posts) share: the keyword search, the pinned badge, an opened row. */
const ko = {
  "board.search.submit": "검색",
  "board.search.clear": "검색어 지우기",
  "board.search.results": "‘{keyword}’ 검색 결과 {count}건",
  "board.search.none": "‘{keyword}’에 대한 검색 결과가 없습니다.",
  "board.search.showAll": "전체 보기",
  "board.pinned": "고정",
  "board.body.notFound": "내용을 찾을 수 없습니다.",
} as const;

const en: Words<typeof ko> = {
  "board.search.submit": "Search",
  "board.search.clear": "Clear the keyword",
  "board.search.results": "{count, plural, one {# result} other {# results}} for “{keyword}”",
  "board.search.none": "Nothing matches “{keyword}”.",
  "board.search.showAll": "Show all",
  "board.pinned": "Pinned",
  "board.body.notFound": "This content could not be found.",
};

export const boardMessages = { ko, en };
