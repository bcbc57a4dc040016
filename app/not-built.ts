import { NOT_BUILT, type ScreenRegistrations } from "../engine/routing/screen-registry.ts";

/**
 * Screen ids registered but not built yet: their routes mount the "not available yet" screen.
 * Building a screen moves its id from here into its area's registrations.
 */
export const notBuiltScreens = {
  clubJoin: NOT_BUILT,
  clubBridge: NOT_BUILT,
  programIntro: NOT_BUILT,
  programDetail: NOT_BUILT,
  programApply: NOT_BUILT,
  winnerCheck: NOT_BUILT,
  reviewVideos: NOT_BUILT,
  artProjectDetail: NOT_BUILT,
  cityLoungeRental: NOT_BUILT,
} as const satisfies ScreenRegistrations;
