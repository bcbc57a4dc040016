import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** The flow lab (mounted only in development builds: its route is devOnly). */
export const devtoolScreens = {
  flowLab: () => import("./flow-lab.screen.tsx"),
} as const satisfies ScreenRegistrations;
