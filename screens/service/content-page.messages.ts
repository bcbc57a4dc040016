import type { Words } from "../../engine/i18n/words.ts";

/** The static pages of /page?id=. */
const ko = {
  "contentPage.notFound": "페이지를 찾을 수 없습니다",
  "contentPage.notFound.text": "주소가 잘못되었거나 더 이상 제공하지 않는 안내입니다.",
  "contentPage.toHome": "{mall} 홈으로",
} as const;

const en: Words<typeof ko> = {
  "contentPage.notFound": "Page not found",
  "contentPage.notFound.text": "The address is wrong, or this information is no longer offered.",
  "contentPage.toHome": "To {mall}'s home",
};

export const contentPageMessages = { ko, en };
