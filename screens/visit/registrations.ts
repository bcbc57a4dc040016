import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of a visit: getting there, parking and finding the car (families F13-F15, F23, F25). */
export const visitScreens = {
  myCar: () => import("./my-car.screen.tsx"),
  qrScan: () => import("./qr-scan.screen.tsx"),
  storeAbout: () => import("./store-about.screen.tsx"),
  directions: () => import("./directions.screen.tsx"),
  parkingInfo: () => import("./parking-info.screen.tsx"),
} as const satisfies ScreenRegistrations;
