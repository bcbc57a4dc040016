import type { Words } from "../i18n/words.ts";

/** The favourite heart's words (its label, a failed add or remove): they ship with the heart. */
const ko = {
  "favorite.store": "{name} 관심 매장 등록",
  "favorite.event": "{name} 관심 이벤트 등록",
  "favorite.addFailed": "관심 목록에 추가하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  "favorite.removeFailed": "관심 목록에서 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

const en: Words<typeof ko> = {
  "favorite.store": "Save {name} as a favourite store",
  "favorite.event": "Save {name} as a favourite event",
  "favorite.addFailed": "It could not be added to your favourites. Please try again later.",
  "favorite.removeFailed": "It could not be removed from your favourites. Please try again later.",
};

export const favoritesMessages = { ko, en };
