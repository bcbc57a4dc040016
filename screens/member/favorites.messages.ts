import type { Words } from "../../engine/i18n/words.ts";

/** The favourite stores and events. */
const ko = {
  "favorites.stores.empty": "관심 매장이 없습니다. 매장 정보에서 하트를 눌러 추가해 보세요.",
  "favorites.events.empty": "관심 이벤트가 없습니다. 이벤트에서 하트를 눌러 추가해 보세요.",
  "favorites.events.ended": "종료된 이벤트",
  "favorites.unavailable": "정보를 불러오지 못했습니다.",
} as const;

const en: Words<typeof ko> = {
  "favorites.stores.empty": "No favourite stores yet. Tap the heart on a store to add it.",
  "favorites.events.empty": "No favourite events yet. Tap the heart on an event to add it.",
  "favorites.events.ended": "Ended",
  "favorites.unavailable": "The details could not be loaded.",
};

export const favoritesMessages = { ko, en };
