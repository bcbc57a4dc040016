import type { Words } from "../../engine/i18n/words.ts";

/** The facilities page. */
const ko = {
  "facilities.tabs": "층 선택",
  "facilities.map": "{floor} 편의시설 지도",
  "facilities.listOf": "{floor} 편의시설",
  "facilities.empty": "이 층에는 편의시설 정보가 없습니다.",
  "facilities.count": "{count}곳",
} as const;

const en: Words<typeof ko> = {
  "facilities.tabs": "Floors",
  "facilities.map": "Facilities map of {floor}",
  "facilities.listOf": "Facilities on {floor}",
  "facilities.empty": "No facilities are listed on this floor.",
  "facilities.count": "{count, plural, one {# place} other {# places}}",
};

export const facilitiesMessages = { ko, en };
