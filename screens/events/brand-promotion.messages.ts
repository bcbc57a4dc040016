import type { Words } from "../../engine/i18n/words.ts";

/** The brand promotion list and detail. */
const ko = {
  "brand.heading": "브랜드 프로모션",
  "brand.tabs": "프로모션 구분",
  "brand.list": "{tab} 프로모션 목록",
  "brand.empty.ing": "진행 중인 브랜드 프로모션이 없습니다.",
  "brand.empty.end": "종료된 브랜드 프로모션이 없습니다.",
  "brand.notFound": "프로모션을 찾을 수 없습니다. 종료되었거나 주소가 잘못되었습니다.",
  "brand.toList": "브랜드 프로모션 목록",
  "brand.ended": "종료된 프로모션입니다.",
  "brand.body": "프로모션 안내",
} as const;

const en: Words<typeof ko> = {
  "brand.heading": "Brand promotions",
  "brand.tabs": "Promotion status",
  "brand.list": "{tab} promotions",
  "brand.empty.ing": "There are no brand promotions in progress.",
  "brand.empty.end": "There are no ended brand promotions.",
  "brand.notFound": "We could not find this promotion. It may have ended, or the address is wrong.",
  "brand.toList": "All brand promotions",
  "brand.ended": "This promotion has ended.",
  "brand.body": "About the promotion",
};

export const brandPromotionMessages = { ko, en };
