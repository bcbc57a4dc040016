/**
 * The one list of screen ids: one id per user-facing function, whatever route set mounts it
 * (docs/decisions/0007). Route-set differences arrive as route props (variant, tab, kind, view) and
 * manifest data. The manifest schema's `screen` field is this enum and the app's registry is a
 * mapped type over it, so a misspelt or missing screen is a schema error in a manifest and a
 * compile error in the registry.
 */
export const screenIds = [
  // entry gate, landings, intros, homes (F01–F03)
  "entryGate",
  "landingPage",
  "mallIntro",
  "mallHome",
  "brandHome",
  // system and developer pages
  "layouts",
  "flowLab",
  "notFound",
  "unsupportedMall",
  "devTest",
  // member session and member area (F04–F12)
  "login",
  "loginAgreement",
  "myInfo",
  "myPage",
  "manageMyInfo",
  "mySecurity",
  "favorites",
  "withdrawal",
  "receipts",
  "receiptDetail",
  "notifications",
  // visit: about, directions, parking, QR, car (F13–F15, F23, F25)
  "storeAbout",
  "directions",
  "parkingInfo",
  "qrScan",
  "myCar",
  // stores (F16–F22, F24)
  "tenantList",
  "floorInfo",
  "tenantDetail",
  "facilityInfo",
  "facilityReserve",
  "tenantShowcase",
  "entertainment",
  "entertainmentDetail",
  "cafeDining",
  "search",
  // events, coupons, stamps (F26–F34)
  "eventList",
  "eventDetail",
  "roulette",
  "rpsGame",
  "stampEvent",
  "stampLink",
  "brandPromotionList",
  "brandPromotionDetail",
  "partnerCard",
  "loyaltyEvent",
  "couponList",
  "couponDetail",
  // programs and club (F35–F43)
  "clubJoin",
  "clubBridge",
  "programs",
  "programIntro",
  "programDetail",
  "programApply",
  "winnerCheck",
  "reviewVideos",
  "artProjectDetail",
  "cityLoungeRental",
  // service and content (F44–F54)
  "rentalInfo",
  "faqList",
  "noticeList",
  "noticeDetail",
  "inquiryList",
  "inquiryDetail",
  "investorInfo",
  "exhibitions",
  "spaceContent",
  "contentPage",
  "agreementPage",
  // app shell (F55–F56)
  "appHome",
  "appLoginOk",
  "appBridge",
  "appSetting",
  "appFavoriteMall",
  "appLocationAgreement",
] as const;

export type ScreenId = (typeof screenIds)[number];
