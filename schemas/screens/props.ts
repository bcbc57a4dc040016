import * as z from "zod/mini";
import type { ScreenId } from "../screen-ids.ts";
import { brandVariant, noProps, programKind, testFlag, variantOnly } from "./common.ts";
import { lazySchema } from "../lazy-schema.ts";

/**
 * The props schema of every screen: what a route may put in `props` for it. `manifests:check` and
 * the build parse each route's props with its screen's schema (errors name the file and JSON
 * pointer) and ship the parsed props, defaults applied, so the browser needs no zod for them.
 */
export const screenPropsSchemas = lazySchema(
  () =>
    ({
      entryGate: noProps,
      landingPage: z.strictObject({ variant: z.enum(["suwonTeaser", "unjeong", "nextFieldWork"]) }),
      mallIntro: z.strictObject({ variant: z._default(z.enum(["intro", "detour", "centerfield"]), "intro"), test: testFlag }),
      mallHome: noProps,
      brandHome: z.strictObject({ variant: z.enum(["centerfield", "suwon", "granseoul"]) }),
      layouts: noProps,
      flowLab: noProps,
      notFound: noProps,
      unsupportedMall: noProps,
      devTest: z.strictObject({ kind: z._default(z.enum(["general", "event", "camera"]), "general"), variant: brandVariant }),
      login: z.strictObject({ variant: brandVariant, test: testFlag }),
      loginAgreement: noProps,
      myInfo: noProps,
      myPage: z.strictObject({
        variant: brandVariant,
        /** Granseoul's my page frames its sections (membership, receipts, coupons) as tabs over an outlet. */
        tabs: z._default(z.boolean(), false),
      }),
      manageMyInfo: z.strictObject({ section: z._default(z.enum(["profile", "membership"]), "profile") }),
      mySecurity: variantOnly,
      favorites: z.strictObject({ kind: z.enum(["stores", "events"]) }),
      withdrawal: noProps,
      receipts: variantOnly,
      receiptDetail: noProps,
      notifications: noProps,
      storeAbout: variantOnly,
      directions: variantOnly,
      parkingInfo: z.strictObject({ variant: brandVariant, view: z._default(z.enum(["info", "map"]), "info") }),
      qrScan: z.strictObject({ view: z._default(z.enum(["scan", "map"]), "scan"), test: testFlag }),
      myCar: z.strictObject({ view: z._default(z.enum(["all", "find", "register", "wayout"]), "all") }),
      tenantList: variantOnly,
      floorInfo: variantOnly,
      tenantDetail: variantOnly,
      facilityInfo: variantOnly,
      facilityReserve: noProps,
      tenantShowcase: z.strictObject({ kind: z.enum(["specialGuide", "anchorTenants", "luxury", "momAndKids", "hotPlaces"]) }),
      entertainment: variantOnly,
      entertainmentDetail: noProps,
      cafeDining: z.strictObject({ variant: brandVariant, tab: z._default(z.enum(["main", "foodCourt"]), "main") }),
      search: noProps,
      eventList: variantOnly,
      eventDetail: z.strictObject({ variant: brandVariant, view: z._default(z.enum(["detail", "landing"]), "detail") }),
      roulette: noProps,
      rpsGame: noProps,
      stampEvent: noProps,
      stampLink: noProps,
      brandPromotionList: variantOnly,
      brandPromotionDetail: variantOnly,
      partnerCard: variantOnly,
      loyaltyEvent: variantOnly,
      couponList: z.strictObject({ variant: brandVariant, view: z._default(z.enum(["list", "sCoupon", "my"]), "list") }),
      couponDetail: variantOnly,
      clubJoin: z.strictObject({
        variant: z._default(z.enum(["standard", "soclub", "suwon"]), "standard"),
        /**
         * The club the page is for (decision 12): its code, where {code} stands for the mall's code
         * (manifest `code`), so one route set serves every mall: OFC{code} is the mall's office club
         * (OFC01 at hanam), MOM{code} its moms' club.
         */
        clubCd: z.string().check(z.regex(/^[A-Z][A-Z0-9]{1,9}(\{code\}|\d\d)$/, "must be a club code such as OFC{code}")),
      }),
      clubBridge: noProps,
      programs: z.strictObject({
        kind: programKind,
        variant: brandVariant,
        view: z._default(z.enum(["current", "ended"]), "current"),
        /** The library page shows the mall's art projects (hanam and coexmall have them). */
        artProjects: z.optional(z.boolean()),
      }),
      programIntro: z.strictObject({ kind: programKind }),
      programDetail: z.strictObject({ kind: programKind }),
      programApply: z.strictObject({ kind: programKind, variant: brandVariant }),
      winnerCheck: z.strictObject({ kind: programKind, view: z._default(z.enum(["program", "list"]), "program") }),
      reviewVideos: noProps,
      artProjectDetail: noProps,
      cityLoungeRental: noProps,
      rentalInfo: z.strictObject({ venue: z.enum(["livePlaza", "jambaJuice", "megabox", "chicor", "YPbooks"]) }),
      faqList: variantOnly,
      noticeList: variantOnly,
      noticeDetail: variantOnly,
      inquiryList: variantOnly,
      inquiryDetail: noProps,
      investorInfo: z.strictObject({ variant: brandVariant, tab: z._default(z.enum(["notice", "reports"]), "notice") }),
      exhibitions: noProps,
      spaceContent: variantOnly,
      contentPage: noProps,
      agreementPage: z.strictObject({ view: z._default(z.enum(["agreement", "policy", "noticeAccess"]), "agreement") }),
      appHome: noProps,
      appLoginOk: noProps,
      appBridge: noProps,
      appSetting: noProps,
      appFavoriteMall: noProps,
      appLocationAgreement: noProps,
    }) as const satisfies Record<ScreenId, z.ZodMiniObject>,
);

/** The parsed props a screen receives. */
export type ScreenPropsOf<Id extends ScreenId> = z.output<(typeof screenPropsSchemas)[Id]>;
