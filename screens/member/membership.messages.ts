import type { Words } from "../../engine/i18n/words.ts";

/** The membership page (my page). */
const ko = {
  "membership.card": "멤버십 카드",
  "membership.holder": "{name}님",
  "membership.vipTier": "VIP 클럽 · {tier}",
  "membership.barcode": "멤버십 카드 바코드",
  "membership.noCard": "등록된 멤버십 카드가 없습니다.",
  "membership.cardHint": "결제할 때 바코드를 보여 주시면 포인트가 적립됩니다.",
  "membership.points": "포인트",
  "membership.pointsNote": "구매 내역에는 멤버십 카드로 적립한 포인트만 표시되며, 실제 결제 금액은 영수증에서 확인할 수 있습니다.",
  "membership.pointHistory": "포인트 회원 사이트에서 포인트 내역 보기",
  "membership.stamps": "이달의 스탬프",
  "membership.stamps.none": "이번 달에 이 지점에서 진행하는 스탬프 이벤트가 없습니다.",
  "membership.stamps.count": "스탬프 {count}개 / {goal}개",
  "membership.stamps.couponTaken": "보상 쿠폰을 받았습니다.",
  "membership.stamps.passed": "목표를 달성했습니다. 보상 쿠폰을 받으세요.",
  "membership.stamps.today": "오늘의 스탬프를 받았습니다.",
  "membership.stamps.goOn": "오늘의 스탬프를 받으세요.",
  "membership.stamps.open": "스탬프 이벤트 보기",
  "membership.stamps.stamp": "오늘 스탬프 찍기",
  "membership.stamps.takeCoupon": "보상 쿠폰 받기",
  "membership.more": "회원 메뉴",
} as const;

const en: Words<typeof ko> = {
  "membership.card": "Membership card",
  "membership.holder": "{name}",
  "membership.vipTier": "VIP club · {tier}",
  "membership.barcode": "Membership card barcode",
  "membership.noCard": "No membership card is registered.",
  "membership.cardHint": "Show the barcode when you pay to earn points.",
  "membership.points": "Points",
  "membership.pointsNote": "Purchase lists show only the points earned with the membership card; the amount paid is on the receipt.",
  "membership.pointHistory": "See your points on the points membership site",
  "membership.stamps": "This month's stamps",
  "membership.stamps.none": "This mall runs no stamp event this month.",
  "membership.stamps.count": "{count} of {goal} stamps",
  "membership.stamps.couponTaken": "You have taken the reward coupon.",
  "membership.stamps.passed": "Goal reached: take your reward coupon.",
  "membership.stamps.today": "Today's stamp is on your card.",
  "membership.stamps.goOn": "Take today's stamp.",
  "membership.stamps.open": "Open the stamp event",
  "membership.stamps.stamp": "Stamp today",
  "membership.stamps.takeCoupon": "Take the reward coupon",
  "membership.more": "Member pages",
};

export const membershipMessages = { ko, en };
