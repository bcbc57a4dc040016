import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of the mall home area. */
export const homeScreens = {
  mallHome: () => import("./mall-home.screen.tsx"),
  brandHome: () => import("./brand-home.screen.tsx"),
} as const satisfies ScreenRegistrations;
