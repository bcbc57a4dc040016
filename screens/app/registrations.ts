import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** The native app's own pages: its entry and hand-offs, its settings and the inbox (issue 22). */
export const appScreens = {
  notifications: () => import("./notifications.screen.tsx"),
  appBridge: () => import("./app-bridge.screen.tsx"),
  appHome: () => import("./app-home.screen.tsx"),
  appLoginOk: () => import("./app-login-ok.screen.tsx"),
  appSetting: () => import("./app-setting.screen.tsx"),
  appFavoriteMall: () => import("./app-favorite-mall.screen.tsx"),
  appLocationAgreement: () => import("./app-location-agreement.screen.tsx"),
} as const satisfies ScreenRegistrations;
