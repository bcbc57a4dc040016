import type { ScreenRegistrations } from "../../engine/routing/screen-registry.ts";

/** Customer service and content: FAQ, notices, 1:1 inquiries, investor, exhibitions, stories, terms, static pages (issue 24). */
export const serviceScreens = {
  faqList: () => import("./faq-list.screen.tsx"),
  noticeList: () => import("./notice-list.screen.tsx"),
  noticeDetail: () => import("./notice-detail.screen.tsx"),
  investorInfo: () => import("./investor.screen.tsx"),
  exhibitions: () => import("./exhibitions.screen.tsx"),
  spaceContent: () => import("./space-content.screen.tsx"),
  agreementPage: () => import("./agreement-page.screen.tsx"),
  contentPage: () => import("./content-page.screen.tsx"),
  rentalInfo: () => import("./rental-info.screen.tsx"),
  inquiryList: () => import("./inquiry-list.screen.tsx"),
  inquiryDetail: () => import("./inquiry-detail.screen.tsx"),
} as const satisfies ScreenRegistrations;
