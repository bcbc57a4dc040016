import type { Words } from "../../engine/i18n/words.ts";

/** A store's page: its facts, location, events and coupons. */
const ko = {
  "store.category": "분류",
  "store.floor": "위치",
  "store.hours": "영업시간",
  "store.phone": "전화",
  "store.noPhone": "전화번호 정보가 없습니다.",
  "store.about": "매장 소개",
  "store.location": "매장 위치",
  "store.benefits": "혜택",
  "store.themes": "테마",
  "store.onMap": "층 지도에서 보기",
  "store.mapTitle": "{name} 위치",
  "store.showMap": "지도에서 위치 보기",
  "store.notFound": "매장을 찾을 수 없습니다. 주소가 잘못되었거나 더 이상 운영하지 않는 매장입니다.",
  "store.toFloors": "층별 안내로",
  "store.events": "이벤트와 쿠폰",
  "store.events.running": "이 매장에서 진행 중인 이벤트가 있습니다.",
  "store.events.toList": "이벤트 목록 보기",
  "store.coupons.running": "이 매장의 쿠폰이 있습니다.",
  "store.coupons.named": "이 매장의 쿠폰",
  "store.coupons.period": "사용 기간 {from} ~ {to}",
  "store.coupons.toList": "쿠폰 목록 보기",
  "store.events.none": "진행 중인 이벤트와 쿠폰이 없습니다.",
} as const;

const en: Words<typeof ko> = {
  "store.category": "Category",
  "store.floor": "Floor",
  "store.hours": "Hours",
  "store.phone": "Phone",
  "store.noPhone": "No phone number listed.",
  "store.about": "About the store",
  "store.location": "Where it is",
  "store.benefits": "Benefits",
  "store.themes": "Themes",
  "store.onMap": "On the floor map",
  "store.mapTitle": "Where {name} is",
  "store.showMap": "Show on the map",
  "store.notFound": "The store could not be found. The address may be wrong, or the store has closed.",
  "store.toFloors": "Floor guide",
  "store.events": "Events and coupons",
  "store.events.running": "This store is running an event.",
  "store.events.toList": "See the events",
  "store.coupons.running": "This store offers a coupon.",
  "store.coupons.named": "Coupons of this store",
  "store.coupons.period": "Valid {from} – {to}",
  "store.coupons.toList": "See the coupons",
  "store.events.none": "No events or coupons right now.",
};

export const storeDetailMessages = { ko, en };
