import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of stores, floors, dining, entertainment and search (families F16-F22, F24). */
export const storeScreens = {
  tenantList: () => import("./tenant-list.screen.tsx"),
  tenantShowcase: () => import("./tenant-showcase.screen.tsx"),
  entertainment: () => import("./entertainment.screen.tsx"),
  entertainmentDetail: () => import("./entertainment-detail.screen.tsx"),
  floorInfo: () => import("./floor-info.screen.tsx"),
  tenantDetail: () => import("./tenant-detail.screen.tsx"),
  facilityInfo: () => import("./facility-info.screen.tsx"),
  cafeDining: () => import("./cafe-dining.screen.tsx"),
  facilityReserve: () => import("./facility-reserve.screen.tsx"),
  search: () => import("./search.screen.tsx"),
} as const satisfies ScreenRegistrations;
