import type { Words } from "../../engine/i18n/words.ts";

/** The FAQ (store/service/faq; Centerfield's, Suwon's and Granseoul's faq). */
const ko = {
  "faq.tabs": "질문 분류",
  "faq.all": "전체",
  "faq.list": "자주 묻는 질문 목록",
  "faq.empty": "등록된 자주 묻는 질문이 없습니다.",
  "faq.search.label": "자주 묻는 질문 검색",
  "faq.search.placeholder": "질문이나 답변의 단어를 입력하세요",
  "faq.koreanOnly": "질문과 답변은 한국어로 제공됩니다.",
} as const;

const en: Words<typeof ko> = {
  "faq.tabs": "Categories",
  "faq.all": "All",
  "faq.list": "Frequently asked questions",
  "faq.empty": "There are no questions yet.",
  "faq.search.label": "Search the questions",
  "faq.search.placeholder": "A word from a question or answer",
  "faq.koreanOnly": "Questions and answers are available in Korean only.",
};

export const faqListMessages = { ko, en };
