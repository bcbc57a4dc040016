import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { lazySchema } from "../lazy-schema.ts";

// Content: agreements, notices, main page banners and popups, exhibitions, stories, language
// tables, the Centerfield menu, the Granseoul event/coupon banners and the partner lists
// (spec part-1 §3, §7; part-2 §2.6, §3, §7 "Content").

/** An agreement (terms) key: privacy, image_info, {product}_membership, operation, service, location. */
export const agreementKey = lazySchema(() => z.string().check(z.regex(/^[a-z][a-z0-9_]{1,40}$/, "must be an agreement key")));

export const agreementDetail = lazySchema(() =>
  z.object({
    terType: z.string().check(z.describe("The agreement's title")),
    terCont: z.string().check(z.describe("Body as HTML (sanitize before rendering)")),
    terSeq: z.number().check(z.int()),
  }),
);
export const agreementVersion = lazySchema(() =>
  z.object({
    terSeq: z.number().check(z.int()),
    terVer: z.string().check(z.describe("Version label as stored (Ver5.0; the app shows Ver.5.0)")),
    terCont: z.string(),
    terType: z.string(),
    enfcDt: z.string().check(z.describe("Effective date YYYY-MM-DD")),
  }),
);

/** A banner (main, strip, program page, Granseoul): linkType I is an app route, anything else an external link. */
export const bannerItem = lazySchema(() =>
  z.object({
    bnSeq: z.number().check(z.int(), z.describe("Banner id (bnhits.do records a tap)")),
    bnTitl: z.string(),
    imgUri: z.string(),
    linkType: z.string().check(z.describe("I: linkUrl is an app route (/hanam/event/main); other values (O): an external or same-origin URL")),
    linkUrl: z.string(),
    stmUrl: z.string().check(z.describe("Native-app deep link used instead of linkUrl inside the app; empty when none")),
  }),
);

/** A top ribbon banner or a main popup (pophits.do records a tap with popSeq). */
export const popItem = lazySchema(() =>
  z.object({
    popSeq: z.number().check(z.int()),
    popTitl: z.string(),
    popMobImgUri: z.string(),
    linkYn: yn.check(z.describe("N: tapping does nothing")),
    mobiLinkUri: z.string().check(z.describe("Slash-leading same-origin path (routed in the app) or an absolute URL")),
    extLinkYn: yn.check(z.describe("Y: open outside the app (device browser)")),
  }),
);

const mainBanners = lazySchema(() => ({
  mainBannerList: z.array(bannerItem),
  stampEventUrl: z.string().check(z.describe("The current stamp event's app route; empty when the mall runs none")),
  stampEventEvtSeq: z.string().check(z.describe("The current stamp event's id; empty when none")),
  ddiBanner: z.object({ ddiBannerList: z.array(bannerItem).check(z.describe("Strip (띠) banners between the home sections")) }),
  topBannerList: z.array(popItem),
}));

const noticeItem = lazySchema(() =>
  z.object({
    notiSeq: z.number().check(z.int()),
    notiTitl: z.string(),
    regDt: z.string().check(z.describe("YYYY-MM-DD")),
    fixYn: yn.check(z.describe("Pinned to the top")),
  }),
);
const noticeList = lazySchema(() => z.object({ message: okMessage, noticeList: z.array(noticeItem), paginationInfo: paginationInfoSchema }));
/** A notice title search (both languages; the English one is designed: docs/decisions/0029). */
const noticeKeyword = lazySchema(() => z.optional(z.string().check(z.trim(), z.maxLength(50))).check(z.describe("matches the title")));
const lan = lazySchema(() => z.enum(["ko", "en"]));

const exhItem = lazySchema(() =>
  z.object({
    exhSeq: z.number().check(z.int()),
    exhTitl: z.string(),
    exhPlc: z.string(),
    exhStrtDt: z.string(),
    exhEndDt: z.string(),
    imgMobUri: z.string(),
    exhSmry: z.string(),
  }),
);
/** A date bound of the exhibition week, YYYYMMDD or YYYY-MM-DD; answered as YYYY-MM-DD. */
const weekBound = lazySchema(() =>
  z.pipe(
    z.string().check(z.regex(/^\d{4}-?\d{2}-?\d{2}$/, "must be a date (YYYYMMDD or YYYY-MM-DD)")),
    z.transform((s) => (s.includes("-") ? s : `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`)),
  ),
);

export const contentEndpoints = {
  agreement: endpoint({
    id: "content.agreement",
    method: "GET",
    path: "/api/:mall/agreement/:agreement.do",
    params: () => z.extend(mallParams, { agreement: agreementKey }),
    input: () =>
      z.object({
        terSeq: z.optional(z.coerce.number().check(z.int(), z.gte(1))).check(z.describe("A version; omitted: the version in force")),
        mall: z.optional(z.string().check(z.maxLength(40))),
      }),
    response: () =>
      z.object({ message: okMessage, detail: agreementDetail, resultList: z.array(agreementVersion).check(z.describe("Every version, newest first")) }),
    summary: "Agreement by key and version (404 'Agreement detail not found')",
  }),
  agreementByName: endpoint({
    id: "content.agreementByName",
    method: "POST",
    path: "/api/:mall/agreement.do",
    params: mallParams,
    input: () => z.object({ nm: agreementKey.check(z.describe("The agreement key (privacy, service …)")) }),
    response: () => z.object({ message: okMessage, detail: z.extend(agreementDetail, { terVer: z.string() }) }),
    summary: "The agreement in force by name (404 'Agreement detail not found')",
  }),
  notice: endpoint({
    id: "content.notice",
    method: "GET",
    path: "/api/:mall/service/notice.do",
    params: mallParams,
    input: () => z.object({ pageIndex, searchKeyword: noticeKeyword }),
    response: noticeList,
    page: { items: "noticeList" },
    summary: "Notices (Korean), pinned first then newest, 10 a page",
  }),
  noticeEn: endpoint({
    id: "content.noticeEn",
    method: "GET",
    path: "/api/:mall/service/noticeEn.do",
    params: mallParams,
    input: () => z.object({ pageIndex, searchKeyword: noticeKeyword }),
    response: noticeList,
    page: { items: "noticeList" },
    summary: "Notices (English), pinned first then newest, 10 a page",
  }),
  noticeView: endpoint({
    id: "content.noticeView",
    method: "GET",
    path: "/api/:mall/service/view.do",
    params: mallParams,
    input: () => z.object({ notiSeq: z.coerce.number().check(z.int(), z.gte(1)) }),
    response: () =>
      z.object({
        message: okMessage,
        notice: z.extend(noticeItem, { notiCont: z.string().check(z.describe("Body as HTML (sanitize before rendering)")), lan }),
        prevNotice: z
          .nullable(z.object({ notiSeq: z.number().check(z.int()), notiTitl: z.string() }))
          .check(z.describe("The older neighbour in the same language")),
        nextNotice: z.nullable(z.object({ notiSeq: z.number().check(z.int()), notiTitl: z.string() })),
      }),
    summary: "One notice (404 'Notice not found')",
  }),
  mapKey: endpoint({
    id: "content.mapKey",
    method: "GET",
    path: "/api/:mall/mapKey",
    params: mallParams,
    response: () =>
      z.object({ message: okMessage, result: z.string().check(z.describe("The map service key of the mall (a placeholder in the reference server)")) }),
    summary: "Map key",
  }),
  language: endpoint({
    id: "content.language",
    method: "GET",
    path: "/api/:mall/language/:lang",
    params: () => z.extend(mallParams, { lang: lan }),
    response: () => z.object({ message: okMessage, lan, result: z.record(z.string(), z.string()).check(z.describe("Label key → text")) }),
    summary: "Server-managed UI labels of a language (ko, en)",
  }),
  mobileLanguage: endpoint({
    id: "content.mobileLanguage",
    method: "GET",
    path: "/api/:mall/language/mobile/:langList.do",
    params: () =>
      z.extend(mallParams, {
        langList: z.enum(["kolist", "enlist"]).check(z.describe("The spec's {x}list: the language followed by list (kolist, enlist)")),
      }),
    response: () => z.object({ message: okMessage, lan, resultList: z.array(z.object({ langKey: z.string(), langVal: z.string() })) }),
    summary: "Mobile labels of a language as a list",
  }),
  main: endpoint({
    id: "content.main",
    method: "GET",
    path: "/api/:mall/main.do",
    params: mallParams,
    input: () => z.object({ lan: z._default(lan, "ko") }),
    response: () =>
      z.object({
        message: okMessage,
        lan,
        ...mainBanners,
        noticeList: z.array(noticeItem).check(z.describe("The three latest notices of the language")),
      }),
    summary: "Main page data (lan default ko): banners, stamp event link, strip and top banners, latest notices",
  }),
  mainBanner: endpoint({
    id: "content.mainBanner",
    method: "GET",
    path: "/api/:mall/main/banner.do",
    params: mallParams,
    input: () => z.object({ lan: z._default(lan, "ko") }),
    response: () => z.object({ message: okMessage, ...mainBanners }),
    guardMs: 1_000,
    summary: "Main banners: mainBannerList, stampEventUrl, stampEventEvtSeq, ddiBanner.ddiBannerList, top banners",
  }),
  mainPopup: endpoint({
    id: "content.mainPopup",
    method: "GET",
    path: "/api/:mall/main/popup.do",
    params: mallParams,
    response: () => z.object({ message: okMessage, popupList: z.array(popItem) }),
    guardMs: 1_000,
    summary: "Main popups",
  }),
  programBanner: endpoint({
    id: "content.programBanner",
    method: "GET",
    path: "/api/:mall/program/bannerList.do",
    params: mallParams,
    response: () => z.object({ message: okMessage, bannerList: z.array(bannerItem) }),
    guardMs: 1_000,
    summary: "Program page banner list (path designed: the spec does not show it)",
  }),
  exhList: endpoint({
    id: "content.exhList",
    method: "GET",
    path: "/api/:mall/exhList.do",
    params: mallParams,
    input: () =>
      z.object({
        searchKeyword: z.optional(weekBound).check(z.describe("First day of the week; default this week's Monday (Seoul)")),
        searchKeyword2: z.optional(weekBound).check(z.describe("Last day of the week; default the Sunday after searchKeyword")),
      }),
    response: () =>
      z.object({
        message: okMessage,
        searchKeyword: z.string(),
        searchKeyword2: z.string(),
        exhList: z.array(exhItem).check(z.describe("Exhibitions running on any day of the week")),
      }),
    summary: "Exhibitions of a week",
  }),
  exhView: endpoint({
    id: "content.exhView",
    method: "GET",
    path: "/api/:mall/exhView.do",
    params: mallParams,
    input: () => z.object({ exhSeq: z.coerce.number().check(z.int(), z.gte(1)) }),
    response: () =>
      z.object({
        message: okMessage,
        exhibition: z.extend(exhItem, { exhCont: z.string().check(z.describe("HTML")), opnHr: z.string(), fee: z.string() }),
      }),
    summary: "One exhibition (404 'Exhibition not found')",
  }),
  story: endpoint({
    id: "content.story",
    method: "GET",
    path: "/api/:mall/fieldStory/list.do",
    params: mallParams,
    input: () => z.object({ pageIndex }),
    page: { items: "storyList" },
    response: () =>
      z.object({
        message: okMessage,
        storyList: z.array(
          z.object({
            storySeq: z.number().check(z.int()),
            storyTitl: z.string(),
            storySmry: z.string(),
            imgMobUri: z.string(),
            linkUrl: z.string(),
            regDt: z.string(),
          }),
        ),
        paginationInfo: paginationInfoSchema,
      }),
    summary: "{product}Story list (the product word of every mall is field: fieldStory), 10 a page",
  }),
  cfMenu: endpoint({
    id: "content.cfMenu",
    method: "GET",
    path: "/api/centerfield/menu/list.do",
    response: () =>
      z.object({
        message: okMessage,
        menuList: z.array(
          z.object({
            menuSeq: z.number().check(z.int()),
            menuNmKo: z.string(),
            menuNmEn: z.string(),
            linkUrl: z.string(),
            subMenuList: z.array(z.object({ menuSeq: z.number().check(z.int()), menuNmKo: z.string(), menuNmEn: z.string(), linkUrl: z.string() })),
          }),
        ),
      }),
    summary: "Centerfield navigation menu",
  }),
  gsEventCouponBanner: endpoint({
    id: "content.gsEventCouponBanner",
    method: "GET",
    path: "/api/granseoul/eventCouponBannerList",
    response: () => z.object({ message: okMessage, bannerList: z.array(z.extend(bannerItem, { bnType: z.enum(["event", "coupon"]) })) }),
    summary: "Granseoul event and coupon banners",
  }),
  shippingBrands: endpoint({
    id: "content.shippingBrands",
    method: "GET",
    path: "/api/:mall/partner/shippingBrands.do",
    params: mallParams,
    response: () =>
      z.object({
        message: okMessage,
        verDt: z.string().check(z.describe("Version date YYYY-MM-DD")),
        partnerList: z.array(z.object({ no: z.number().check(z.int()), bizNm: z.string() })),
      }),
    summary: "Partner list: online-mall shipping brands (86 numbered business names, version 2023-09-11; path designed)",
  }),
  classPlatform: endpoint({
    id: "content.classPlatform",
    method: "GET",
    path: "/api/:mall/partner/classPlatform.do",
    params: mallParams,
    response: () =>
      z.object({
        message: okMessage,
        verDt: z.string(),
        partnerList: z.array(
          z.object({
            no: z.number().check(z.int()),
            compNm: z.string().check(z.describe("Company name")),
            tradeNm: z.string().check(z.describe("Trade name")),
          }),
        ),
      }),
    summary: "Partner list: class-platform partners (37 rows, version 2025-08-13; path designed)",
  }),
} as const;
