import type { Words } from "../../engine/i18n/words.ts";

/** Strings of the about page. */
const ko = {
  "about.hours.title": "영업시간",
  "about.hours.today": "오늘 {open} – {close}",
  "about.hours.closedToday": "오늘은 휴점일입니다",
  "about.hours.daily": "매일 {open} – {close}",
  "about.hours.closedDays": "휴점일",
  "about.address": "주소",
  "about.phone": "대표전화",
  "about.facts": "한눈에 보기",
  "about.fact.freeParking": "주차 요금 무료",
  "about.fact.restaurants": "맛집 약 {count}곳",
  "about.fact.tower": "높이 {metres}m 타워",
  "about.fact.eventDays": "1년 {days}일 이벤트",
  "about.more": "더 알아보기",
  "about.toDirections": "오시는 길",
  "about.toParking": "주차 안내",
  "about.noInfo": "이 지점의 안내 정보를 준비하고 있습니다.",
} as const;

const en: Words<typeof ko> = {
  "about.hours.title": "Opening hours",
  "about.hours.today": "Today {open} – {close}",
  "about.hours.closedToday": "Closed today",
  "about.hours.daily": "Daily {open} – {close}",
  "about.hours.closedDays": "Closed on",
  "about.address": "Address",
  "about.phone": "Phone",
  "about.facts": "At a glance",
  "about.fact.freeParking": "Free parking",
  "about.fact.restaurants": "About {count} places to eat",
  "about.fact.tower": "A {metres} m tower",
  "about.fact.eventDays": "Events {days} days a year",
  "about.more": "More",
  "about.toDirections": "Directions",
  "about.toParking": "Parking",
  "about.noInfo": "Information about this mall is on its way.",
};

export const storeAboutMessages = { ko, en };
