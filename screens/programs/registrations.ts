import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Program screens (issue 23): the program and review pages; the lecture dialog is a shell query dialog (app/shell-slots.tsx). */
export const programScreens = {
  programs: () => import("./programs.screen.tsx"),
} as const satisfies ScreenRegistrations;
