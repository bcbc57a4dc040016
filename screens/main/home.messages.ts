import type { Words } from "../../engine/i18n/words.ts";

/** Strings of the mall home. The quick-link labels (home.quick.*) belong to the routes catalogue, next to the route sets that declare them. */
const ko = {
  "home.hours.today": "오늘 영업시간",
  "home.hours.range": "{open} – {close}",
  "home.quickLinks.title": "바로가기",
  "home.noMall": "지점 정보를 찾을 수 없습니다.",
} as const;

const en: Words<typeof ko> = {
  "home.hours.today": "Today's hours",
  "home.hours.range": "{open} – {close}",
  "home.quickLinks.title": "Quick links",
  "home.noMall": "We couldn't find this branch.",
};

export const homeMessages = { ko, en };
