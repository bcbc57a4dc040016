import type { Words } from "../../engine/i18n/words.ts";

/** The store words (rows, hours) every store screen shows. */
const ko = {
  "stores.row.hours": "영업시간 {from} ~ {to}",
  "stores.row.hoursUnknown": "영업시간은 매장에 문의해 주세요",
  "stores.row.event": "이벤트",
  "stores.row.coupon": "쿠폰",
  "stores.row.open": "{name} 매장 정보",
  "stores.floor": "{floor}",
  "stores.phone": "전화 {phone}",
  "stores.count": "매장 {count}곳",
} as const;

const en: Words<typeof ko> = {
  "stores.row.hours": "Open {from} – {to}",
  "stores.row.hoursUnknown": "Ask the store for its hours",
  "stores.row.event": "Event",
  "stores.row.coupon": "Coupon",
  "stores.row.open": "{name}: store details",
  "stores.floor": "{floor}",
  "stores.phone": "Call {phone}",
  "stores.count": "{count, plural, one {# store} other {# stores}}",
};

export const storeWordsMessages = { ko, en };
