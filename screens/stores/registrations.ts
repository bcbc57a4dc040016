import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of stores, floors, dining, entertainment and search (families F16-F22, F24). */
export const storeScreens = {
  search: () => import("./search.screen.tsx"),
} as const satisfies ScreenRegistrations;
