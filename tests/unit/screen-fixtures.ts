import type * as z from "zod/mini";
import type { Fault, FaultExpectation } from "../../engine/testing/fault-matrix.ts";
import type { SessionSnapshot } from "../../engine/session/session-service.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { screenPropsSchemas } from "../../schemas/screens/props.ts";

/** What a built screen needs to render in the fault matrix (tests/unit/fault-matrix.test.tsx). */
export interface ScreenFixture<Id extends ScreenId = ScreenId> {
  /** The route's manifest props (parsed with the screen's schema, defaults applied). */
  props?: z.input<(typeof screenPropsSchemas)[Id]>;
  /** The parsed query; by default the screen's query schema parses the query of `path`. */
  query?: Record<string, unknown>;
  params?: Readonly<Record<string, string>>;
  /** A mall of the manifests by path (default hanam), or null for a page outside any mall. */
  mall?: string | null;
  /** Where the screen is mounted (default /hanam). */
  path?: string;
  /** The route's path pattern relative to the mall, as in the route set. */
  routePath?: string;
  /** The session (default: a visitor). */
  session?: Partial<SessionSnapshot>;
  /**
   * What the screen shows when its calls fail: the error state with retry, unless the spec
   * swallows the failure into an empty state or the screen goes on without the answer (give the
   * text that shows then); per fault if they differ.
   */
  onFault?: FaultExpectation | Partial<Record<Fault, FaultExpectation>>;
}

/**
 * One entry per built screen: the fault matrix fails for a built screen that has none. Screens
 * that make no call pass after one render; the rest run every fault.
 */
export const screenFixtures: { readonly [Id in ScreenId]?: ScreenFixture<Id> } = {
  entryGate: { mall: null, path: "/" },
  mallHome: { path: "/hanam", routePath: "" },
  notFound: { path: "/hanam/no/such/page" },
  unsupportedMall: { mall: null, path: "/atlantis" },
  layouts: { mall: null, path: "/layouts" },
  flowLab: { mall: null, path: "/__flows" },
  // The login page's descriptions only decorate it: without them the form still works.
  login: { props: { variant: "standard" }, path: "/hanam/login", routePath: "login", onFault: { shows: "fallback", text: /자동 로그인/ } },
  loginAgreement: { path: "/hanam/login/agreement", routePath: "login/agreement" },
  // The spec swallows a failed receipt list or detail into the empty text (part-1 §8).
  receipts: {
    path: "/hanam/mobileReceipt",
    routePath: "mobileReceipt",
    session: { status: "member", custId: "M0000001" },
    onFault: { shows: "empty", text: "최근 구매내역 및 영수증이 없습니다." },
  },
  myInfo: { path: "/hanam/myinfo", routePath: "myinfo", session: { status: "member", custId: "M0000001" } },
  favorites: {
    mall: "suwon",
    path: "/suwon/mypage/favoriteStore",
    routePath: "mypage/favoriteStore",
    props: { kind: "stores" },
    session: { status: "member", custId: "M0000001" },
  },
  myPage: { path: "/hanam/myfield/main", routePath: "myfield/main", session: { status: "member", custId: "M0000001" } },
  manageMyInfo: { path: "/hanam/manageMyInfo", routePath: "manageMyInfo", session: { status: "member", custId: "M0000001" } },
  withdrawal: { mall: "centerfield", path: "/centerfield/withdrawal", routePath: "withdrawal", session: { status: "member", custId: "M0000001" } },
  mySecurity: { path: "/hanam/myinfo/security", routePath: "myinfo/security", session: { status: "member", custId: "M0000001" } },
  tenantList: { path: "/hanam/tenant", routePath: "tenant" },
  myCar: { path: "/hanam/mycar", routePath: "mycar", session: { status: "member", custId: "M0000001" } },
  // The about and directions pages read the manifest only: no call to fail.
  storeAbout: { path: "/hanam/store/about", routePath: "store/about" },
  directions: { path: "/hanam/store/direction", routePath: "store/direction" },
  eventList: { path: "/hanam/event/main", routePath: "event/main" },
  eventDetail: { path: "/hanam/event/main/E010001", routePath: "event/main/:eventId", params: { eventId: "E010001" } },
  stampEvent: {
    path: "/hanam/event/stampEvent/202611/S01202611",
    routePath: "event/stampEvent/:eventMon/:eventId",
    params: { eventMon: "202611", eventId: "S01202611" },
    session: { status: "member", custId: "M0000001" },
  },
  stampLink: { path: "/hanam/stamplink", routePath: "stamplink" },
  brandPromotionList: { path: "/hanam/event/brandPromotion", routePath: "event/brandPromotion" },
  brandPromotionDetail: { path: "/hanam/event/brandPromotion/B010001", routePath: "event/brandPromotion/:eventId", params: { eventId: "B010001" } },
  // The test clock (2024-05-15) is outside Anseong's roulette windows: the page says so and makes no call (its calls' faults: roulette.screen.test.tsx).
  roulette: { mall: "anseong", path: "/anseong/event/main/roulette", routePath: "event/main/roulette" },
  rpsGame: { path: "/hanam/event/main/rpsGame", routePath: "event/main/rpsGame" },
  partnerCard: { path: "/hanam/event/card", routePath: "event/card" },
  loyaltyEvent: { path: "/hanam/loyaltyEvent", routePath: "loyaltyEvent" },
  couponList: { path: "/hanam/event/coupon", routePath: "event/coupon" },
  // The restaurant list fails into its error state (the waiting list opens on request; its faults: cafe-dining.screen.test.tsx).
  cafeDining: { path: "/hanam/cafeDining/main", routePath: "cafeDining/main" },
  // Suwon's waiting list through the server's proxy.
  facilityReserve: { mall: "suwon", path: "/suwon/tenant/facilityReserve", routePath: "tenant/facilityReserve" },
  // Opening the search asks only for the recommendations: without them it goes on (recent keywords, the field).
  search: { path: "/hanam/search", routePath: "search", onFault: { shows: "fallback", text: "최근 검색어" } },
  couponDetail: { path: "/hanam/event/coupon/55", routePath: "event/coupon/:couponId", params: { couponId: "55" } },
  tenantShowcase: { path: "/hanam/tenant/anchorTenant", routePath: "tenant/anchorTenant", props: { kind: "anchorTenants" } },
  entertainment: { path: "/hanam/tenant/entertainment", routePath: "tenant/entertainment" },
  entertainmentDetail: { mall: "suwon", path: "/suwon/entertainment/CG00001", routePath: "entertainment/:id", params: { id: "CG00001" } },
  floorInfo: { path: "/hanam/tenant/floorInfo", routePath: "tenant/floorInfo" },
  tenantDetail: { path: "/hanam/tenant/tenantDetail/T010001", routePath: "tenant/tenantDetail/:tenantId", params: { tenantId: "T010001" } },
  facilityInfo: { path: "/hanam/tenant/floorInfo/facilityInfo", routePath: "tenant/floorInfo/facilityInfo" },
  receiptDetail: {
    mall: "centerfield",
    path: "/centerfield/treceiptDetail/20261120-T1001-0001-000123",
    routePath: "treceiptDetail/:treceiptId",
    params: { treceiptId: "20261120-T1001-0001-000123" },
    session: { status: "member", custId: "M0000001" },
    onFault: { shows: "empty", text: "최근 구매내역 및 영수증이 없습니다." },
  },
  // Suwon's QR map with a place and a store: the floor maps are the screen; without them, the error state.
  qrScan: { mall: "suwon", path: "/suwon/qrHere?qrId=QR091F01&tnId=T090001", routePath: "qrHere", props: { view: "map" } },
  // The live counts fail into the error state with retry (the fees and entrances come from the manifest).
  parkingInfo: { path: "/hanam/store/parkingInfo", routePath: "store/parkingInfo" },
};
