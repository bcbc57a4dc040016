import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { lazySchema } from "../lazy-schema.ts";

// Tenants, cafes and restaurants, movies and the Centerfield route finder (spec part-2 §3, §7
// "Tenants, cafe, movies, search", §9 route places).

/** A tenant id: T + mall code (2 digits) + 4 digits, or a special code such as T0000CL / T0000KD / T0000LB. */
export const tntSeq = lazySchema(() => z.string().check(z.regex(/^T[0-9A-Z]{6}$/, "must be a tenant id (T + 6 letters or digits)")));

/** Comma-separated (or repeated) numeric ids of a filter, as they arrive in a query or form. */
const idList = lazySchema(() =>
  z.pipe(
    z.union([z.string().check(z.maxLength(300)), z.array(z.string().check(z.maxLength(20))).check(z.maxLength(50))]),
    z.transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter((s) => s !== "");
      if (parts.some((p) => !/^\d{1,6}$/.test(p))) {
        ctx.issues.push({ code: "custom", message: "must be comma-separated numbers", input: ctx.value });
        return z.NEVER;
      }
      return parts.map(Number);
    }),
  ),
);

/** Comma-separated (or repeated) gender target codes. */
const genderList = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.union([z.string().check(z.maxLength(20)), z.array(z.string().check(z.maxLength(2))).check(z.maxLength(3))]),
      z.transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter((s) => s !== "")),
    ),
    z.array(z.enum(["M", "F", "U"])),
  ),
);

/** A floor code as the tenant data writes it (B2, B1, 1F, 2F …). */
export const floorCode = lazySchema(() => z.string().check(z.regex(/^(B[1-9]|[1-9]F|P)$/, "must be a floor code (B1, 1F …)")));

/** The tenant filters of spec part-2 §3 (floor, category and list screens). */
export const tenantFilters = lazySchema(() =>
  z.object({
    fl: z.optional(floorCode),
    mama_cate_seq: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(999_999))).check(z.describe("Top-level category")),
    cate_seq: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(999_999))).check(z.describe("Sub-category")),
    cate_seq_array: z.optional(idList).check(z.describe("Several sub-categories, comma-separated")),
    bnft_array: z.optional(idList).check(z.describe("Benefit ids (parking discount, membership points …), comma-separated; a tenant must have all")),
    thm_array: z.optional(idList).check(z.describe("Theme ids (date, family outing …), comma-separated; a tenant must have one")),
    gndr_array: z.optional(genderList).check(z.describe("Gender targets M (men), F (women), U (unisex), comma-separated")),
    have_evt: z.optional(yn).check(z.describe("Y: only tenants running an event")),
    have_cpn: z.optional(yn).check(z.describe("Y: only tenants offering a coupon")),
    pageIndex,
    result_tnt_cnt: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20).check(z.describe("Tenants per page (default 20)")),
    tntListRegDttmOrder: z.optional(yn).check(z.describe("Y: newest registered first; otherwise by Korean name")),
  }),
);

/** A tenant as lists show it. */
export const tenantItem = lazySchema(() =>
  z.object({
    tnt_seq: tntSeq,
    tnt_nm_ko: z.string(),
    tnt_nm_en: z.string(),
    fl: z.string(),
    img_logo_uri: z.string(),
    img_mobi_logo_uri: z.string(),
    tnt_tels: z.string().check(z.describe("One or more phone numbers, comma-separated (031-8072-1234)")),
    mama_cate_seq: z.number().check(z.int()),
    mama_cate_nm: z.string(),
    cate_seq: z.number().check(z.int()),
    cate_nm: z.string(),
    opn_hr: z.string().check(z.describe("Opening hours text (10:00~22:00)")),
    have_evt: yn,
    have_cpn: yn,
    xctnCord: z.number().check(z.describe("Pin x on the floor map (0–355, the map's base width)")),
    yctnCord: z.number().check(z.describe("Pin y on the floor map (0–260)")),
  }),
);
export type TenantItem = z.output<typeof tenantItem>;

const namedId = lazySchema(() => z.object({ seq: z.number().check(z.int()), nm: z.string(), nmEn: z.string() }));

/** A tenant's full record (detail page). */
export const tenantDetail = lazySchema(() =>
  z.extend(tenantItem, {
    tnt_desc: z.string().check(z.describe("Introduction (plain text)")),
    loc_desc: z.string().check(z.describe("Where on the floor (near the central atrium …)")),
    gndr: z.enum(["M", "F", "U"]),
    bnftList: z.array(namedId),
    thmList: z.array(namedId),
    pet_yn: yn.check(z.describe("Pets welcome")),
    anchor_yn: yn,
    mobFloorUri: z.string(),
    reg_dttm: z.string().check(z.describe("Registration time, YYYY-MM-DD HH:mm:ss")),
  }),
);

const floorItem = lazySchema(() => z.object({ fl: z.string(), flNm: z.string(), mobFloorUri: z.string(), tntCnt: z.number().check(z.int()) }));
const list = <T extends z.ZodMiniType>(item: T) => z.object({ message: okMessage, tntList: z.array(item), paginationInfo: paginationInfoSchema });

/** A restaurant or cafe with the restaurant filters' flags. */
export const restaurantItem = lazySchema(() =>
  z.extend(tenantItem, {
    brk_time_yn: yn.check(z.describe("Has a break time")),
    brk_time: z.string().check(z.describe("Break time text, empty when none (15:00~17:00)")),
    res_avl_yn: yn.check(z.describe("Takes reservations")),
    pckg_avl_yn: yn.check(z.describe("Take-out")),
    chld_menu_yn: yn.check(z.describe("Kids menu")),
    rprs_menu: z.string().check(z.describe("Signature dish")),
  }),
);

const restaurantFilters = lazySchema(() =>
  z.object({
    brk_time_yn: z.optional(yn).check(z.describe("N: only places without a break time; Y: only with one")),
    res_avl_yn: z.optional(yn),
    pckg_avl_yn: z.optional(yn),
    chld_menu_yn: z.optional(yn),
    cate_seq: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(999_999))),
    fl: z.optional(floorCode),
    pageIndex,
  }),
);

const showTime = lazySchema(() =>
  z.object({
    scrnNm: z.string(),
    playStrtDttm: z.string().check(z.describe("YYYY-MM-DD HH:mm (Asia/Seoul)")),
    playEndDttm: z.string(),
    rmnSeatCnt: z.number().check(z.int()),
    totSeatCnt: z.number().check(z.int()),
  }),
);
const movieItem = lazySchema(() =>
  z.object({
    movieCd: z.string(),
    movieNm: z.string(),
    movieNmEn: z.string(),
    grade: z.enum(["ALL", "12", "15", "18"]).check(z.describe("Viewing grade (ALL, 12, 15, 18 years)")),
    genre: z.string(),
    runTm: z.number().check(z.int(), z.describe("Running time in minutes")),
    openDt: z.string().check(z.describe("Release date YYYY-MM-DD")),
    posterUri: z.string(),
    showList: z.array(showTime).check(z.describe("Today's show times (empty for coming-soon titles)")),
  }),
);
const movieInput = lazySchema(() =>
  z.object({
    type: z._default(z.enum(["now", "soon"]), "now").check(z.describe("now: showing; soon: coming soon")),
    pagenum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  }),
);
const movieResponse = lazySchema(() =>
  z.object({
    message: okMessage,
    type: z.enum(["now", "soon"]),
    cinemaNm: z.string(),
    movieList: z.array(movieItem),
    paginationInfo: paginationInfoSchema,
  }),
);

/** Centerfield: floors of the route finder's store entries (spec part-2 §3). */
export const cfFloor = lazySchema(() => z.enum(["parking", "B2", "B1", "F1", "F2"]));
/** The 15 route places' indexes (0–14). */
export const routeIndex = lazySchema(() => z.coerce.number().check(z.int(), z.gte(0), z.lte(14)));
const cfPlace = lazySchema(() => z.object({ index: z.number().check(z.int()), floor: cfFloor, name: z.string(), nameEn: z.string(), key: z.string() }));
const cfStore = lazySchema(() =>
  z.object({
    floor: cfFloor,
    name: z.string(),
    nameEn: z.string(),
    index: z.number().check(z.int(), z.describe("Route index of the place nearest the store")),
    key: z.string(),
  }),
);
const pin = lazySchema(() => z.object({ x: z.number(), y: z.number() }));
/** How a route leg moves: a walk on one floor, or a ride or climb between floors. */
export const cfLegKind = lazySchema(() => z.enum(["walk", "elevator", "escalator", "stairs"]));
const cfLeg = lazySchema(() =>
  z.object({
    kind: cfLegKind,
    floor: cfFloor,
    toFloor: cfFloor.check(z.describe("Where a ride or climb ends (a walk: its own floor)")),
    path: z.array(pin).check(z.minLength(1), z.describe("A walk's points on its floor; a ride's boarding point (its first point)")),
    via: z
      .nullable(z.object({ key: z.string(), name: z.string(), nameEn: z.string() }))
      .check(z.describe("The elevator, escalator or stairs of a ride; null for a walk")),
  }),
);
const cfFloorMap = lazySchema(() =>
  z.object({ floor: cfFloor, imgUri: z.string().check(z.describe("The floor's panel (355 × 260), pins in its coordinates")) }),
);

/** The id of a QR code posted in the mall ("you are here"): QR + 4 to 12 letters or digits (seeded: QR + mall code + floor + number, QR011F01). */
export const QR_ID_PATTERN = /^QR[0-9A-Z]{4,12}$/;
export const qrId = lazySchema(() => z.string().check(z.regex(QR_ID_PATTERN, "must be a QR place id (QR + 4 to 12 letters or digits)")));

const detailParams = lazySchema(() => z.extend(mallParams, { tntSeq }));
const foodCourtParams = lazySchema(() =>
  z.extend(mallParams, {
    foodCourt: z.string().check(z.regex(/^[A-Za-z]{1,30}$/, "must be a food court key"), z.describe("The food court's key (foodCourt, gourmetHall)")),
  }),
);

/** Stores listed per floor on the floor guide (one call per floor). */
export const FLOOR_STORES_PAGE = 100;

/**
 * The floor guide's call for one floor's stores (tenants.floorInfo): the screens and the offline
 * keeper (engine/offline/offline-support.ts) make the very same call, so what is kept for offline
 * reading is what the floor guide asks for.
 */
export const floorStoresArgs = (mall: string, fl: string) => ({ params: { mall }, input: { fl, result_tnt_cnt: FLOOR_STORES_PAGE } });

export const tenantsEndpoints = {
  floorInfo: endpoint({
    id: "tenants.floorInfo",
    method: "GET",
    path: "/api/:mall/tenant/floorInfo.do",
    params: mallParams,
    input: tenantFilters,
    response: () => z.extend(list(tenantItem), { floorList: z.array(floorItem) }),
    summary: "Tenants by floor, with the floor list and maps (tenant filters apply)",
  }),
  categoryInfo: endpoint({
    id: "tenants.categoryInfo",
    method: "GET",
    path: "/api/:mall/tenant/categoryInfo.do",
    params: mallParams,
    input: tenantFilters,
    response: () =>
      z.extend(list(tenantItem), {
        cateList: z.array(
          z.object({
            mama_cate_seq: z.number().check(z.int()),
            mama_cate_nm: z.string(),
            mama_cate_nm_en: z.string(),
            subCateList: z.array(z.object({ cate_seq: z.number().check(z.int()), cate_nm: z.string(), cate_nm_en: z.string() })),
          }),
        ),
        bnftList: z.array(namedId),
        thmList: z.array(namedId),
      }),
    summary: "Tenants by category, with the category tree and the filter options",
    page: { items: "tntList" },
  }),
  detail: endpoint({
    id: "tenants.detail",
    method: "GET",
    path: "/api/:mall/tenant/tenantDetail/:tntSeq.do",
    params: detailParams,
    response: () => z.object({ message: okMessage, tntDetail: tenantDetail }),
    summary: "Tenant detail (404 'Tenant not found')",
  }),
  anchorTenant: endpoint({
    id: "tenants.anchorTenant",
    method: "GET",
    path: "/api/:mall/tenant/anchorTenant.do",
    params: mallParams,
    response: () => z.object({ message: okMessage, anchorList: z.array(z.extend(tenantItem, { anch_desc: z.string() })) }),
    summary: "Anchor tenants (large flagship stores)",
  }),
  entertainment: endpoint({
    id: "tenants.entertainment",
    method: "GET",
    path: "/api/:mall/tenant/entertainment.do",
    params: mallParams,
    response: () => z.object({ message: okMessage, tntList: z.array(tenantItem) }),
    summary: "Entertainment tenants (cinema, games, sports)",
  }),
  facility: endpoint({
    id: "tenants.facility",
    method: "GET",
    path: "/api/:mall/tenant/facility.do",
    params: mallParams,
    input: () => z.object({ fl: z.optional(floorCode) }),
    response: () =>
      z.object({
        message: okMessage,
        facilityList: z.array(
          z.object({
            fcltSeq: z.number().check(z.int()),
            fcltType: z.enum(["restroom", "nursing", "elevator", "escalator", "atm", "info", "locker", "stroller"]),
            fcltNmKo: z.string(),
            fcltNmEn: z.string(),
            fl: z.string(),
            xctnCord: z.number(),
            yctnCord: z.number(),
          }),
        ),
      }),
    summary: "Convenience facilities by floor",
  }),
  openbanner: endpoint({
    id: "tenants.openbanner",
    method: "GET",
    path: "/api/:mall/tenant/openbanner.do",
    params: mallParams,
    response: () =>
      z.object({
        message: okMessage,
        bannerList: z.array(
          z.object({
            tnt_seq: tntSeq,
            tnt_nm_ko: z.string(),
            tnt_nm_en: z.string(),
            fl: z.string(),
            img_mobi_logo_uri: z.string(),
            bnTitl: z.string(),
            openDt: z.string().check(z.describe("YYYY-MM-DD")),
          }),
        ),
      }),
    summary: "New-opening tenant banners (opened in the last 60 days or opening soon)",
  }),
  floorMapList: endpoint({
    id: "tenants.floorMapList",
    method: "GET",
    path: "/api/:mall/tenant/floorMapList.do",
    params: mallParams,
    response: () => z.object({ message: okMessage, floorMapList: z.array(floorItem) }),
    summary: "Floor maps of the mall, lowest floor first",
  }),
  petTenant: endpoint({
    id: "tenants.petTenant",
    method: "POST",
    path: "/api/:mall/tenant/petTenant.do",
    params: mallParams,
    input: () => z.object({ fl: z.optional(floorCode), pageIndex }),
    response: list(tenantItem),
    summary: "Pet-friendly tenants",
  }),
  tenantMap: endpoint({
    id: "tenants.tenantMap",
    method: "GET",
    path: "/api/:mall/tenant/tenantMap.do",
    params: mallParams,
    input: () => z.object({ tntSeq }),
    response: () =>
      z.object({
        message: okMessage,
        tenantMap: z.object({ fl: z.string(), mobFloorUri: z.string(), xctnCord: z.number(), yctnCord: z.number() }),
        resultTenant: tenantItem,
        resultMtc: z
          .array(z.object({ tnt_seq: tntSeq, tnt_nm_ko: z.string(), tnt_nm_en: z.string(), xctnCord: z.number(), yctnCord: z.number() }))
          .check(z.describe("The other tenants drawn on the same floor map (their pins)")),
      }),
    summary: "Tenant location map: floor map and pin (404 'Tenant not found')",
  }),
  restaurantCafe: endpoint({
    id: "tenants.restaurantCafe",
    method: "GET",
    path: "/api/:mall/cafeDining/restaurantCafe.do",
    params: mallParams,
    input: restaurantFilters,
    response: list(restaurantItem),
    summary: "Restaurants and cafes (filters brk_time_yn, res_avl_yn, pckg_avl_yn, chld_menu_yn)",
    page: { items: "tntList" },
  }),
  foodCourt: endpoint({
    id: "tenants.foodCourt",
    method: "GET",
    path: "/api/:mall/cafeDining/:foodCourt.do",
    params: foodCourtParams,
    response: () =>
      z.object({
        message: okMessage,
        foodCourt: z.object({
          fcKey: z.string(),
          fcNmKo: z.string(),
          fcNmEn: z.string(),
          fl: z.string(),
          opnHr: z.string(),
          seatCnt: z.number().check(z.int()),
          mobFloorUri: z.string(),
        }),
        tntList: z.array(restaurantItem).check(z.describe("The food court's stalls")),
      }),
    summary: "A food court and its stalls ({foodCourt} is the court's key; 404 'Food court not found')",
  }),
  megabox: endpoint({
    id: "tenants.megabox",
    method: "GET",
    path: "/api/:mall/entertainment/megabox.do",
    params: mallParams,
    input: movieInput,
    response: movieResponse,
    summary: "Megabox listing (type now|soon, default now; pagenum default 1); empty when the mall has no Megabox",
    page: { items: "movieList", index: "pagenum" },
  }),
  cgv: endpoint({
    id: "tenants.cgv",
    method: "GET",
    path: "/api/:mall/entertainment/cgv.do",
    params: mallParams,
    input: movieInput,
    response: movieResponse,
    summary: "CGV listing (type now|soon, default now; pagenum default 1); empty when the mall has no CGV",
    page: { items: "movieList", index: "pagenum" },
  }),
  cfRouteStores: endpoint({
    id: "tenants.cfRouteStores",
    method: "GET",
    path: "/api/centerfield/route/storeList.do",
    input: () =>
      z.object({
        floor: z.optional(cfFloor),
        keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))).check(z.describe("Store-name search (Korean or English)")),
      }),
    response: () => z.object({ message: okMessage, placeList: z.array(cfPlace).check(z.describe("The 15 route places")), storeList: z.array(cfStore) }),
    summary: "Centerfield route finder: route places and store entries (floor tabs P, B2, B1, 1F, 2F; store-name search)",
  }),
  cfRouteMap: endpoint({
    id: "tenants.cfRouteMap",
    method: "GET",
    path: "/api/centerfield/route/map.do",
    input: () =>
      z
        .object({ start: routeIndex, dest: routeIndex, stepFree: z.optional(yn).check(z.describe("Y: elevators only (no stairs or escalators)")) })
        .check(z.refine((v) => v.start !== v.dest, { message: "start and destination must differ", path: ["dest"] })),
    response: () =>
      z.object({
        message: okMessage,
        routeMap: z.object({
          start: cfPlace,
          dest: cfPlace,
          routeImgUri: z.string().check(z.describe("Route map image of the start and destination floors (pinch-zoomable)")),
          startPin: pin.check(z.describe("Start pin in image coordinates")),
          destPin: pin.check(z.describe("Destination pin in image coordinates")),
          steps: z.array(z.string()).check(z.describe("Directions, one line per step")),
          stepFree: yn.check(z.describe("Y: the route uses no stairs or escalators")),
          legs: z.array(cfLeg).check(z.minLength(1), z.describe("The route in order: walks on a floor and rides between floors")),
          floorMaps: z.array(cfFloorMap).check(z.minLength(1), z.describe("The floors the route crosses, in order, each with its panel")),
        }),
      }),
    summary: "Centerfield route map for a start/destination pair of route indexes (0–14)",
  }),
  qrPlace: endpoint({
    id: "tenants.qrPlace",
    method: "GET",
    path: "/api/:mall/tenant/qrPlace.do",
    params: mallParams,
    input: () => z.object({ qrId }),
    response: () =>
      z
        .object({
          message: okMessage,
          qrPlace: z.object({
            qrId,
            fl: z.string(),
            mobFloorUri: z.string(),
            xctnCord: z.number().check(z.describe("The QR code's spot x on the floor map (0–355)")),
            yctnCord: z.number().check(z.describe("The QR code's spot y on the floor map (0–260)")),
            placeNmKo: z.string().check(z.describe("Where the code is posted (엘리베이터 앞)")),
            placeNmEn: z.string(),
          }),
        })
        .check(z.describe("Designed: the spec names the QR map (qrHere, qrTest with qrId) but no call; a QR code's place is data, like a tenant's pin")),
    summary: "Where a QR code posted in the mall is: its floor map and spot (404 'QR place not found')",
  }),
} as const;
