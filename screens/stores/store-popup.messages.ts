import type { Words } from "../../engine/i18n/words.ts";

/** The store popup the floor, store and directory screens open. */
const ko = {
  "store.popup.title": "매장 정보",
  "store.popup.notFound": "매장을 찾을 수 없습니다.",
  "store.popup.toPage": "매장 상세 보기",
} as const;

const en: Words<typeof ko> = {
  "store.popup.title": "Store",
  "store.popup.notFound": "The store could not be found.",
  "store.popup.toPage": "Store details",
};

export const storePopupMessages = { ko, en };
