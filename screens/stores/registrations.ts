import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of stores, floors, dining, entertainment and search (families F16-F22, F24). */
export const storeScreens = {
  cafeDining: () => import("./cafe-dining.screen.tsx"),
  facilityReserve: () => import("./facility-reserve.screen.tsx"),
} as const satisfies ScreenRegistrations;
