import type { Words } from "../i18n/words.ts";

/** What each outcome of the kit's stamp flow says (the stamp page and the membership page's card). */
const ko = {
  "stamps.outcome.stamped": "오늘의 스탬프를 찍었습니다.",
  "stamps.outcome.alreadyStamped": "오늘은 이미 스탬프를 찍었습니다. 내일 다시 찍어 주세요.",
  "stamps.outcome.stampClosed": "지금은 스탬프를 찍을 수 없는 이벤트입니다.",
  "stamps.outcome.couponIssued": "완주 쿠폰을 받았습니다. 받은 쿠폰에서 확인할 수 있습니다.",
  "stamps.outcome.alreadyIssued": "완주 쿠폰은 이미 받으셨습니다.",
  "stamps.outcome.notEligible": "스탬프를 모두 모으면 쿠폰을 받을 수 있습니다.",
  "stamps.outcome.noCoupon": "이 스탬프 이벤트에는 완주 쿠폰이 없습니다.",
  "stamps.outcome.windowClosed": "쿠폰은 매일 10:00:01부터 22:00:00까지 받을 수 있습니다. 이 시간에 다시 시도해 주세요.",
  "stamps.outcome.soldOut": "완주 쿠폰이 모두 소진되었습니다.",
  "stamps.outcome.failed": "처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  "stamps.outcome.timedOut": "응답이 늦어지고 있습니다. 잠시 후 받은 쿠폰을 확인해 주세요.",
} as const;

const en: Words<typeof ko> = {
  "stamps.outcome.stamped": "Today's stamp is on your card.",
  "stamps.outcome.alreadyStamped": "You already have today's stamp. Come back tomorrow.",
  "stamps.outcome.stampClosed": "This event is not taking stamps now.",
  "stamps.outcome.couponIssued": "The reward coupon is yours. You can find it under My coupons.",
  "stamps.outcome.alreadyIssued": "You have already taken the reward coupon.",
  "stamps.outcome.notEligible": "Collect all the stamps to take the coupon.",
  "stamps.outcome.noCoupon": "This stamp event has no reward coupon.",
  "stamps.outcome.windowClosed": "Coupons can be taken every day from 10:00:01 to 22:00:00. Please try again then.",
  "stamps.outcome.soldOut": "All the reward coupons have been given out.",
  "stamps.outcome.failed": "That did not work. Please try again in a moment.",
  "stamps.outcome.timedOut": "No answer yet. Please check My coupons in a moment.",
};

export const stampOutcomeMessages = { ko, en };
