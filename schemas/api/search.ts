import * as z from "zod/mini";
import { mallParams, okMessage, PLAIN_TEXT } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { tenantItem, tntSeq } from "./tenants.ts";
import { lazySchema } from "../lazy-schema.ts";

// Search (spec part-2 §2.2 search dialog, §3 search response, §5, §7 "Tenants, cafe, movies, search").

/** The spec's notice for an empty keyword. */
export const KEYWORD_REQUIRED = "Please enter a search keyword.";

/**
 * A search keyword: required (an empty or blank keyword is refused with KEYWORD_REQUIRED). Made
 * at once, not on first read: its description is looked up in zod's registry by the field's own
 * schema, which a stand-in is not (schemas/lazy-schema.ts).
 */
export const searchKeyword = z
  .string({ error: KEYWORD_REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, KEYWORD_REQUIRED),
    z.maxLength(50),
    z.describe(`the keyword (search.keyword records it among the popular keywords others see); ${PLAIN_TEXT}`),
  );

const searchInput = lazySchema(() => z.object({ searchKeyword }));

export const searchEventItem = lazySchema(() =>
  z.object({
    evt_seq: z.string(),
    evt_titl: z.string(),
    mobi_app_img1_uri: z.string(),
    evt_prid_disp_yn: z.string().check(z.describe("Y: show the period; T: show it as always on; other: hide it")),
    evt_strt_dt: z.string().check(z.describe("YYYY-MM-DD")),
    evt_end_dt: z.string(),
    evtStrtDtTxt: z.string().check(z.describe("YYYY.MM.DD")),
    evtEndDtTxt: z.string(),
  }),
);
export const searchLectureItem = lazySchema(() =>
  z.object({
    lectureId: z.string().check(z.describe("The lecture query value: SLP… is a library lecture (slpSeq), anything else a kids program (skpSeq)")),
    progTitl: z.string(),
    progTypeName: z.string(),
    progDt: z.string().check(z.describe("YYYY-MM-DD")),
    progPlc: z.string(),
    imgMobUrl: z.string(),
  }),
);
export const searchCouponItem = lazySchema(() =>
  z.object({
    cpSeq: z.number().check(z.int()),
    cpNm: z.string(),
    tnt_nm_ko: z.string().check(z.describe("The store offering it; empty for a mall-wide coupon")),
    useStrtDt: z.string(),
    useEndDt: z.string(),
  }),
);

export type SearchEventItem = z.output<typeof searchEventItem>;
export type SearchLectureItem = z.output<typeof searchLectureItem>;
export type SearchCouponItem = z.output<typeof searchCouponItem>;

export const searchEndpoints = {
  keyword: endpoint({
    id: "search.keyword",
    method: "POST",
    path: "/api/:mall/search/keyword.do",
    params: mallParams,
    input: searchInput,
    response: () =>
      z.object({
        message: okMessage,
        searchKeyword: z.string().check(z.describe(`the keyword as searched (trimmed); ${PLAIN_TEXT}`)),
        keywordList: z.array(z.string()).check(z.describe(`The mall's popular keywords, most searched first (at most 10): visitors' keywords, ${PLAIN_TEXT}`)),
      }),
    summary: "Records a searched keyword (popular-keyword statistics) and answers the popular keywords",
  }),
  totalSearch: endpoint({
    id: "search.totalSearch",
    method: "POST",
    path: "/api/:mall/search/totalSearch.do",
    params: mallParams,
    input: searchInput,
    response: () =>
      z.object({
        message: okMessage,
        tntList: z.array(tenantItem),
        eventList: z.array(searchEventItem),
        lectureList: z.array(searchLectureItem),
        couponList: z.array(searchCouponItem),
        tntListCnt: z.number().check(z.int()),
        eventListCnt: z.number().check(z.int()),
        lectureListCnt: z.number().check(z.int()),
        couponListCnt: z.number().check(z.int()),
      }),
    summary:
      "Total search: stores, events, lectures and coupons with their counts (events, lectures and coupons are rows of the events, programs and coupons the other calls serve)",
  }),
  recommend: endpoint({
    id: "search.recommend",
    method: "GET",
    path: "/api/:mall/search/recommend.do",
    params: mallParams,
    response: () =>
      z.object({
        message: okMessage,
        keywords: z
          .string()
          .check(
            z.describe(
              "Recommended keywords, comma-separated; the member-discount word 멤버십할인 is shown by the app as a best-customer discount (우수고객할인)",
            ),
          ),
        search: z.object({
          hotPlaces: z.array(z.object({ TNT_SEQ: tntSeq, TNT_NM_KO: z.string(), TNT_NM_EN: z.string(), HOT_RANK: z.number().check(z.int()) })),
        }),
      }),
    summary: "Recommended keywords and hot places",
  }),
  autocomplete: endpoint({
    id: "search.autocomplete",
    method: "GET",
    path: "/api/:mall/search/autocomplete.do",
    params: mallParams,
    input: searchInput,
    response: () => z.object({ message: okMessage, keywordList: z.array(z.object({ tnt_seq: tntSeq, tntNmKo: z.string(), tntNmEn: z.string() })) }),
    summary: "Autocomplete of store names (path designed: the spec does not show it); prefix matches first, at most 10",
  }),
} as const;

/** The search dialog's constants (spec part-2 §9): recent keywords kept, the autocomplete wait, result group sizes. */
export const SEARCH_LIMITS = {
  /** Recent keywords kept per mall (de-duplicated, most recent first). */
  recentMax: 5,
  /** The wait after the last keystroke before autocomplete is asked. */
  autocompleteWaitMs: 300,
  /** Items a result group shows until "more" is chosen. */
  groupSize: 3,
  /** Items the only non-empty group shows until "more" is chosen. */
  groupSizeAlone: 10,
} as const;
