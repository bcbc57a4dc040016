import type { Words } from "../../engine/i18n/words.ts";

/** The floor guide and the facilities page's floor words. */
const ko = {
  "floors.tabs": "층 선택",
  "floors.map": "{floor} 층 지도",
  "floors.storesOf": "{floor} 매장",
  "floors.empty": "이 층에는 등록된 매장이 없습니다.",
  "floors.noFloors": "층 정보가 없습니다.",
  "floors.bigMap": "지도 크게 보기",
  "floors.bigMapTitle": "{floor} 지도",
} as const;

const en: Words<typeof ko> = {
  "floors.tabs": "Floors",
  "floors.map": "Map of {floor}",
  "floors.storesOf": "Stores on {floor}",
  "floors.empty": "No stores are listed on this floor.",
  "floors.noFloors": "No floor information.",
  "floors.bigMap": "View a larger map",
  "floors.bigMapTitle": "Map of {floor}",
};

export const floorsMessages = { ko, en };
