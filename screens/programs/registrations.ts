import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Program screens (issue 23): the program and review pages; the lecture dialog is a shell query dialog (app/shell-slots.tsx). */
export const programScreens = {
  programs: () => import("./programs.screen.tsx"),
  programApply: () => import("./program-apply.screen.tsx"),
  cityLoungeRental: () => import("./city-lounge-rental.screen.tsx"),
  programDetail: () => import("./program-detail.screen.tsx"),
  winnerCheck: () => import("./winner-check.screen.tsx"),
  programIntro: () => import("./program-intro.screen.tsx"),
  reviewVideos: () => import("./review-videos.screen.tsx"),
  artProjectDetail: () => import("./art-project-detail.screen.tsx"),
  clubJoin: () => import("./club-join.screen.tsx"),
  clubBridge: () => import("./club-bridge.screen.tsx"),
} as const satisfies ScreenRegistrations;
