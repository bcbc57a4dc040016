import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** The native app's own pages: its entry and hand-offs, its settings and the inbox (issue 22). */
export const appScreens = {} as const satisfies ScreenRegistrations;
