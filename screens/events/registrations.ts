import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of events, coupons and stamps (families F26-F34). */
export const eventScreens = {
  eventList: () => import("./event-list.screen.tsx"),
  eventDetail: () => import("./event-detail.screen.tsx"),
  stampEvent: () => import("./stamp-event.screen.tsx"),
  stampLink: () => import("./stamp-link.screen.tsx"),
  brandPromotionList: () => import("./brand-promotion-list.screen.tsx"),
  brandPromotionDetail: () => import("./brand-promotion-detail.screen.tsx"),
  roulette: () => import("./roulette.screen.tsx"),
  rpsGame: () => import("./rps-game.screen.tsx"),
  partnerCard: () => import("./partner-card.screen.tsx"),
  loyaltyEvent: () => import("./loyalty-event.screen.tsx"),
  couponList: () => import("./coupon-list.screen.tsx"),
  couponDetail: () => import("./coupon-detail.screen.tsx"),
} as const satisfies ScreenRegistrations;
