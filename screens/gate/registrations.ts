import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Screens of the entry gate area. */
export const gateScreens = {
  entryGate: () => import("./entry-gate.screen.tsx"),
} as const satisfies ScreenRegistrations;
