import { NOT_BUILT, type ScreenRegistrations } from "../engine/routing/screen-registry.ts";

/**
 * Screen ids registered but not built yet: their routes mount the "not available yet" screen.
 * Building a screen moves its id from here into its area's registrations.
 */
export const notBuiltScreens = {
  clubJoin: NOT_BUILT,
  clubBridge: NOT_BUILT,
  programs: NOT_BUILT,
  programIntro: NOT_BUILT,
  programDetail: NOT_BUILT,
  programApply: NOT_BUILT,
  winnerCheck: NOT_BUILT,
  reviewVideos: NOT_BUILT,
  artProjectDetail: NOT_BUILT,
  cityLoungeRental: NOT_BUILT,
  rentalInfo: NOT_BUILT,
  faqList: NOT_BUILT,
  noticeList: NOT_BUILT,
  noticeDetail: NOT_BUILT,
  inquiryList: NOT_BUILT,
  inquiryDetail: NOT_BUILT,
  investorInfo: NOT_BUILT,
  exhibitions: NOT_BUILT,
  spaceContent: NOT_BUILT,
  contentPage: NOT_BUILT,
  agreementPage: NOT_BUILT,
} as const satisfies ScreenRegistrations;
