import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** The system screens the engine mounts (not found, unsupported mall), the living style guide and the test pages. */
export const systemScreens = {
  notFound: () => import("./not-found.screen.tsx"),
  unsupportedMall: () => import("./unsupported-mall.screen.tsx"),
  layouts: () => import("./layouts.screen.tsx"),
  devTest: () => import("./dev-test.screen.tsx"),
} as const satisfies ScreenRegistrations;

/** Mounted for a screen id that is registered but not built yet. */
export const notAvailableScreen = () => import("./not-available.screen.tsx");
