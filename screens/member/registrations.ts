import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of the member area. */
export const memberScreens = {
  login: () => import("./login.screen.tsx"),
  loginAgreement: () => import("./login-agreement.screen.tsx"),
  receipts: () => import("./receipts.screen.tsx"),
  receiptDetail: () => import("./receipt-detail.screen.tsx"),
  myInfo: () => import("./my-info.screen.tsx"),
  myPage: () => import("./my-page.screen.tsx"),
  mySecurity: () => import("./security.screen.tsx"),
  withdrawal: () => import("./withdrawal.screen.tsx"),
  favorites: () => import("./favorites.screen.tsx"),
  manageMyInfo: () => import("./manage-my-info.screen.tsx"),
} as const satisfies ScreenRegistrations;
