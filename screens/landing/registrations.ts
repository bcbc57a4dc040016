import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** The landing pages' area: static pages outside the mall homes (its own area, so they stay out of the first routes' main chunk). */
export const landingScreens = {
  landingPage: () => import("./landing-page.screen.tsx"),
  mallIntro: () => import("./mall-intro.screen.tsx"),
} as const satisfies ScreenRegistrations;
