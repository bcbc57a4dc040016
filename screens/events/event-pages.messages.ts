import type { Words } from "../../engine/i18n/words.ts";

/** The partner card and loyalty event pages. */
const ko = {
  "partner.heading": "제휴 카드 혜택",
  "partner.intro": "제휴 카드와 제휴사 혜택을 안내합니다. 혜택을 받을 수 있는 온라인몰 배송 브랜드와 클래스 플랫폼 제휴사는 아래 목록에서 확인해 주세요.",
  "partner.shipping": "온라인몰 배송 브랜드 목록 보기",
  "partner.class": "클래스 플랫폼 제휴사 목록 보기",
  "partner.note": "제휴사와 혜택은 사정에 따라 바뀔 수 있으며, 목록의 기준일을 확인해 주세요.",
  "partner.dialog.title": "제휴사 목록",
  "partner.dialog.tabs": "제휴사 구분",
  "partner.dialog.hide": "7일 동안 보지 않기",
  "partner.dialog.close": "닫기",
  "partner.shipping.tab": "온라인몰 배송 브랜드",
  "partner.class.tab": "클래스 플랫폼 제휴사",
  "partner.version": "기준일 {date} · {count}곳",
  "partner.no": "번호",
  "partner.company": "업체명",
  "partner.trade": "상호",
  "loyalty.heading": "구매 사은 이벤트",
  "loyalty.intro": "기간 중 정해진 금액 이상 구매하시면 사은품을 드립니다. 진행 중인 사은 이벤트와 기준 금액은 이벤트 안내에서 확인해 주세요.",
  "loyalty.step.buy": "이벤트 기간에 {mall} 매장에서 구매합니다.",
  "loyalty.step.receipt": "영수증(모바일 영수증 포함)을 준비합니다.",
  "loyalty.step.desk": "인포메이션 데스크에서 영수증을 보여 주고 사은품을 받습니다.",
  "loyalty.note": "사은품은 한정 수량으로 조기에 끝날 수 있습니다.",
  "loyalty.events": "진행 중인 이벤트 보기",
  "loyalty.coupons": "쿠폰 보기",
  "loyalty.receipts": "구매 내역 및 영수증",
} as const;

const en: Words<typeof ko> = {
  "partner.heading": "Partner card offers",
  "partner.intro":
    "Offers of our partner cards and partners. See the lists below for the online-mall shipping brands and the class-platform partners where they apply.",
  "partner.shipping": "Online-mall shipping brands",
  "partner.class": "Class-platform partners",
  "partner.note": "Partners and offers may change; check each list's date.",
  "partner.dialog.title": "Partner lists",
  "partner.dialog.tabs": "Partner lists",
  "partner.dialog.hide": "Don't show for 7 days",
  "partner.dialog.close": "Close",
  "partner.shipping.tab": "Shipping brands",
  "partner.class.tab": "Class partners",
  "partner.version": "As of {date} · {count} partners",
  "partner.no": "No.",
  "partner.company": "Company",
  "partner.trade": "Trade name",
  "loyalty.heading": "Purchase rewards",
  "loyalty.intro": "Spend the set amount during the event and take home a gift. See the event pages for the events running and their amounts.",
  "loyalty.step.buy": "Shop at {mall} stores during the event.",
  "loyalty.step.receipt": "Keep your receipts (mobile receipts count).",
  "loyalty.step.desk": "Show them at the information desk and take your gift.",
  "loyalty.note": "Gifts are limited and may run out early.",
  "loyalty.events": "Events in progress",
  "loyalty.coupons": "Coupons",
  "loyalty.receipts": "Purchases and receipts",
};

export const eventPagesMessages = { ko, en };
