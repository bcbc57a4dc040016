import type { Words } from "../../engine/i18n/words.ts";

/** The city-lounge rental list and its application (F43). */
const ko = {
  "rental.list": "대관 목록",
  "rental.empty": "신청할 수 있는 대관이 없습니다.",
  "rental.time": "{start} ~ {end}",
  "rental.capacity": "최대 {count}명",
  "rental.apply": "신청하기",
  "rental.form": "대관 신청서",
  "rental.back": "대관 목록으로",
  "rental.gone": "선택하신 대관은 지금 신청할 수 없습니다.",
} as const;

const en: Words<typeof ko> = {
  "rental.list": "Rentals",
  "rental.empty": "There are no rentals to apply for.",
  "rental.time": "{start} to {end}",
  "rental.capacity": "Up to {count, plural, one {# person} other {# people}}",
  "rental.apply": "Apply",
  "rental.form": "Rental application",
  "rental.back": "Back to the rentals",
  "rental.gone": "The rental you picked cannot be applied for now.",
};

export const rentalMessages = { ko, en };
