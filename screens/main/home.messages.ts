import type { Words } from "../../engine/i18n/words.ts";

/** Strings of the mall home. The quick-link labels (home.quick.*) belong to the routes catalogue, next to the route sets that declare them. */
const ko = {
  "home.hours.today": "오늘 영업시간",
  "home.hours.range": "{open} – {close}",
  "home.quickLinks.title": "바로가기",
  "home.noMall": "지점 정보를 찾을 수 없습니다.",
  "home.banners": "메인 배너",
  "home.strips": "이벤트 배너",
  "home.stamp.title": "이번 달 스탬프 투어",
  "home.stamp.body": "매장을 방문하고 스탬프를 모아 쿠폰을 받으세요",
  "home.notices.title": "공지사항",
  "home.notices.all": "전체 보기",
  "home.ribbon": "상단 띠 배너",
  "home.ribbon.closeButton": "띠 배너 닫기",
  "home.ribbon.confirm": "배너를 닫으시겠습니까?",
  "home.ribbon.close": "닫기",
  "home.ribbon.closeToday": "오늘 하루 닫기",
  "home.popup.title": "알림",
  "home.popup.close": "닫기",
  "home.popup.hideToday": "오늘 하루 보지 않기",
  "home.gs.events": "진행 중인 이벤트",
  "home.gs.coupons": "지금 받을 수 있는 쿠폰",
} as const;

const en: Words<typeof ko> = {
  "home.hours.today": "Today's hours",
  "home.hours.range": "{open} – {close}",
  "home.quickLinks.title": "Quick links",
  "home.noMall": "We couldn't find this branch.",
  "home.banners": "Featured",
  "home.strips": "Event banners",
  "home.stamp.title": "This month's stamp tour",
  "home.stamp.body": "Visit stores, collect stamps and get a coupon",
  "home.notices.title": "Notices",
  "home.notices.all": "See all",
  "home.ribbon": "Top banner",
  "home.ribbon.closeButton": "Close the top banner",
  "home.ribbon.confirm": "Are you sure you want to close the banner?",
  "home.ribbon.close": "Close",
  "home.ribbon.closeToday": "Close for today",
  "home.popup.title": "Notice",
  "home.popup.close": "Close",
  "home.popup.hideToday": "Don't show today",
  "home.gs.events": "Events now on",
  "home.gs.coupons": "Coupons to take now",
};

export const homeMessages = { ko, en };
