import { fireEvent } from "@testing-library/react";
import type * as z from "zod/mini";
import type { FaultAnswers, Fault } from "../../engine/testing/fault-fetch.ts";
import type { FaultAct, FaultExpectation } from "../../engine/testing/fault-matrix.ts";
import type { SessionSnapshot } from "../../engine/session/session-service.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { screenPropsSchemas } from "../../schemas/screens/props.ts";
import { receiptRow } from "../../screens/member/receipt-row.fixture.ts";

/** Where and how a built screen is mounted in the fault matrix (tests/unit/fault-matrix-*.test.ts). */
interface ScreenMount<Id extends ScreenId> {
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
  /** The clock (default: the screen tests' 2024-05-15 12:00 in Seoul). */
  now?: number;
  /** Inside the native app: its webview's user agent and a bridge answering this device id (default: a plain browser). */
  app?: { deviceId: string };
}

/** A screen that calls: each fault must show onFault once its calls (and those of `act`) have failed. */
interface CallingFixture {
  calls?: undefined;
  /**
   * What the screen shows when its calls fail: the error state with retry, unless the spec
   * swallows the failure into an empty state or the screen goes on without the answer (then the
   * text shown only because of the failure, checked against `answers`); per fault if they differ.
   */
  onFault?: FaultExpectation | Partial<Record<Fault, FaultExpectation>>;
  /** A user action the screen's calls wait for, performed once the calls it makes on its own have settled. */
  act?: FaultAct;
  /** The healthy answers an empty or fallback expectation is checked against, by endpoint id. */
  answers?: FaultAnswers;
}

/** A screen that makes no API call at all: the matrix fails if it calls, and checks it shows `shows`. */
interface StaticFixture {
  calls: "none";
  /** Its own content, shown without any call. */
  shows: string | RegExp;
}

export type ScreenFixture<Id extends ScreenId = ScreenId> = ScreenMount<Id> & (CallingFixture | StaticFixture);

const MEMBER = { status: "member", custId: "M0000001" } as const;

/** app.update's answer for an app below the minimum version. */
const FORCED_UPDATE = {
  message: "success",
  updateYn: "Y",
  forceYn: "Y",
  latestVersion: "3.4.0",
  minVersion: "3.4.0",
  storeUrl: "https://apps.example/fieldmall/android",
};

/** Types a keyword into the search field and submits it. */
const searchFor =
  (keyword: string): FaultAct =>
  (view) => {
    const field = view.querySelector<HTMLInputElement>('input[type="search"]');
    if (!field?.form) throw new Error("no search field in a form");
    fireEvent.change(field, { target: { value: keyword } });
    fireEvent.submit(field.form);
  };

/**
 * One entry per built screen: the fault matrix fails for a built screen that has none. A screen
 * declared `calls: "none"` must call nothing; every other one must call, and every fault of its
 * calls must show what onFault says.
 */
export const screenFixtures: { readonly [Id in ScreenId]?: ScreenFixture<Id> } = {
  // The gate and the system pages are built from the manifests and the URL.
  entryGate: { mall: null, path: "/", calls: "none", shows: "방문하실 지점을 선택해 주세요" },
  // The home is built from the manifest (today's hours, the quick links).
  // The operator's parts (banners, strips, stamp shortcut, notices) fail into one error state with retry under the quick links.
  mallHome: { path: "/hanam", routePath: "" },
  // The program list fails into its error state with retry; the banners, themes and winner notices only decorate it.
  programs: { path: "/hanam/tenant/fieldKids", routePath: "tenant/{product}Kids", props: { kind: "kids" } },
  // The program application (members only): the open programs' list fails into the error state with retry.
  programApply: {
    path: "/hanam/tenant/fieldKids/toApply?select=SKP01001",
    routePath: "tenant/{product}Kids/toApply",
    props: { kind: "kids" },
    session: MEMBER,
  },
  // The city-lounge rentals: the rental list fails into the error state with retry; the winner notices only decorate it.
  cityLoungeRental: { mall: "myeongji", path: "/myeongji/tenant/cityLounge/toRental", routePath: "tenant/cityLounge/toRental" },
  // Suwon's program page: the program's call fails into the error state with retry.
  programDetail: {
    mall: "suwon",
    path: "/suwon/kids/showList/SKP09001",
    routePath: "kids/showList/:id",
    props: { kind: "kids" },
    params: { id: "SKP09001" },
  },
  // Suwon's winner page: the winner list fails into the error state with retry (the program list only titles it).
  winnerCheck: {
    mall: "suwon",
    path: "/suwon/kids/showList/winnerConfirm/SKP09008",
    routePath: "kids/showList/winnerConfirm/:id",
    props: { kind: "kids" },
    params: { id: "SKP09008" },
  },
  // Suwon's kids intro: its banners only decorate it, and the lead line stands in their place without them.
  programIntro: {
    mall: "suwon",
    path: "/suwon/kids/intro",
    routePath: "kids/intro",
    props: { kind: "kids" },
    onFault: { shows: "fallback", text: "공연과 체험으로 가득한 어린이 놀이 문화 공간", instead: "진행 중인 소식" },
    answers: {
      "programs.kidsMainBanner": {
        message: "success",
        bannerList: [{ bnrSeq: 1, bnrTitl: "겨울방학 키즈", imgMobUrl: "/images/seed/b1.svg", linkType: "I", linkUrl: "/kids/showList", stmUrl: null }],
      },
    },
  },
  // Suwon's review videos: one paged call, its failures in the error state with retry.
  reviewVideos: { mall: "suwon", path: "/suwon/library/reviewVideo", routePath: "library/reviewVideo" },
  // An art project: its one call fails into the error state with retry (only 400 and 404 mean "not found").
  artProjectDetail: {
    path: "/hanam/tenant/fieldLibrary/artProject/1",
    routePath: "tenant/{product}Library/artProject/:projectId",
    params: { projectId: "1" },
  },
  // The club page: the club's check fails into the error state with retry (a member's flow; a visitor's checks the same call first).
  clubJoin: { path: "/hanam/club/join", routePath: "club/join", props: { clubCd: "OFC{code}" }, session: MEMBER },
  // The hand-over from a club event: its event call fails into the error state with retry.
  clubBridge: { path: "/hanam/anseongClubBridge/E0100001", routePath: "anseongClubBridge/:eventId", params: { eventId: "E0100001" } },
  // Granseoul's: its event and coupon banners go with the home's call (one error state for both).
  // The app environment's diagnostics ask the bridge, never the API (the event page's call is tested beside it).
  devTest: { path: "/hanam/test", routePath: "test", calls: "none", shows: "앱 환경 진단" },
  // The intro gallery is the manifest's words: no call.
  mallIntro: { path: "/hanam/intro", routePath: "intro", calls: "none", shows: "필드몰 하남에 오신 것을 환영합니다" },
  landingPage: {
    mall: "suwon",
    path: "/suwon_teaser",
    routePath: "/suwon_teaser",
    props: { variant: "suwonTeaser" },
    calls: "none",
    shows: "필드몰 수원을 소개합니다",
  },
  brandHome: { mall: "granseoul", path: "/granseoul/main", routePath: "main", props: { variant: "granseoul" } },
  notFound: { path: "/hanam/no/such/page", calls: "none", shows: "페이지를 찾을 수 없습니다" },
  unsupportedMall: { mall: null, path: "/atlantis", calls: "none", shows: "Mall not supported" },
  layouts: { mall: null, path: "/layouts", calls: "none", shows: "디자인 시스템" },
  // The flow lab runs the machines over fake actors.
  flowLab: { mall: null, path: "/__flows", calls: "none", shows: "플로 랩" },
  // The login page's texts only decorate it: without them the heading is the page's own and the form still works.
  login: {
    props: { variant: "standard" },
    path: "/hanam/login",
    routePath: "login",
    onFault: { shows: "fallback", text: "로그인", selector: "h1", instead: "필드몰 하남 통합회원 로그인" },
    answers: {
      "member.loginDesc": {
        message: "success",
        loginDesc: {
          bcnCd: "01",
          bcnNm: "하남",
          title: "필드몰 하남 통합회원 로그인",
          descList: ["안내"],
          joinUrl: "https://www.spoint.example/mobile/join",
          findIdUrl: "https://www.spoint.example/mobile/find/id",
          findPwUrl: "https://www.spoint.example/mobile/find/pw",
        },
      },
    },
  },
  loginAgreement: { path: "/hanam/login/agreement", routePath: "login/agreement" },
  // The spec swallows a failed receipt list or detail into the empty text (part-1 §8).
  receipts: {
    path: "/hanam/mobileReceipt",
    routePath: "mobileReceipt",
    session: MEMBER,
    onFault: { shows: "empty", text: "최근 구매내역 및 영수증이 없습니다.", instead: "영수증 매장 1" },
    answers: {
      "receipts.billLists": {
        message: "success",
        resultList: [receiptRow({ tnt_nm_ko: "영수증 매장 1" })],
        paginationInfo: { currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: 1, totalPageCount: 1 },
      },
    },
  },
  // The member section's frame: its sections come from the manifest, the member from the session.
  // (The hub's own path is a redirect of the route set to its first section: engine/routing/compile.test.ts.)
  myInfo: { path: "/hanam/myinfo/membership", routePath: "myinfo", session: MEMBER, calls: "none", shows: "보안 설정" },
  favorites: {
    mall: "suwon",
    path: "/suwon/mypage/favoriteStore",
    routePath: "mypage/favoriteStore",
    props: { kind: "stores" },
    session: MEMBER,
  },
  myPage: { path: "/hanam/myfield/main", routePath: "myfield/main", session: MEMBER },
  manageMyInfo: { path: "/hanam/manageMyInfo", routePath: "manageMyInfo", session: MEMBER },
  withdrawal: { mall: "centerfield", path: "/centerfield/withdrawal", routePath: "withdrawal", session: MEMBER },
  mySecurity: { path: "/hanam/myinfo/security", routePath: "myinfo/security", session: MEMBER },
  tenantList: { path: "/hanam/tenant", routePath: "tenant" },
  myCar: { path: "/hanam/mycar", routePath: "mycar", session: MEMBER },
  // The about and directions pages read the manifest only.
  storeAbout: { path: "/hanam/store/about", routePath: "store/about", calls: "none", shows: "영업시간" },
  directions: { path: "/hanam/store/direction", routePath: "store/direction", calls: "none", shows: "교통수단" },
  eventList: { path: "/hanam/event/main", routePath: "event/main" },
  eventDetail: { path: "/hanam/event/main/E010001", routePath: "event/main/:eventId", params: { eventId: "E010001" } },
  stampEvent: {
    path: "/hanam/event/stampEvent/202611/S01202611",
    routePath: "event/stampEvent/:eventMon/:eventId",
    params: { eventMon: "202611", eventId: "S01202611" },
    session: MEMBER,
  },
  stampLink: { path: "/hanam/stamplink", routePath: "stamplink" },
  brandPromotionList: { path: "/hanam/event/brandPromotion", routePath: "event/brandPromotion" },
  brandPromotionDetail: { path: "/hanam/event/brandPromotion/B010001", routePath: "event/brandPromotion/:eventId", params: { eventId: "B010001" } },
  // A day inside Anseong's 2026-27 roulette window: the page asks for the running events to find
  // the roulette (the spin waits for it), and their failure shows the error state.
  roulette: { mall: "anseong", path: "/anseong/event/main/roulette", routePath: "event/main/roulette", now: Date.parse("2026-11-20T12:00:00+09:00") },
  // A game for fun: the spec names no call behind it.
  rpsGame: { path: "/hanam/event/main/rpsGame", routePath: "event/main/rpsGame", calls: "none", shows: "가위바위보 게임" },
  partnerCard: { path: "/hanam/event/card", routePath: "event/card" },
  // An information page leading to the events, coupons and receipts.
  loyaltyEvent: { path: "/hanam/loyaltyEvent", routePath: "loyaltyEvent", calls: "none", shows: "구매 사은 이벤트" },
  // Service content (issue 24): each list fails into the error state with retry. The FAQ's tabs come
  // with the same first call (the tabs then do not show); Centerfield's notice bodies and the exhibition
  // dialog fail inside their row or dialog: their screen tests.
  faqList: { path: "/hanam/store/service/faq", routePath: "store/service/faq" },
  noticeList: { path: "/hanam/store/service/notice", routePath: "store/service/notice" },
  noticeDetail: { path: "/hanam/store/service/notice/3", routePath: "store/service/notice/:noticeId", params: { noticeId: "3" } },
  investorInfo: { mall: "suwon", path: "/suwon/service/investor", routePath: "service/investor", props: { variant: "suwon" } },
  exhibitions: { path: "/hanam/store/exhibit", routePath: "store/exhibit" },
  spaceContent: { path: "/hanam/spaceContent", routePath: "spaceContent" },
  // The terms (decision 8): every failure shows the stored privacy policy, labelled as the stored
  // copy; a healthy server's version in force shows in its place. The static pages and the rental
  // venues come from the manifest, without a call.
  agreementPage: {
    path: "/hanam/agreement?agreement=privacy",
    routePath: "agreement",
    onFault: { shows: "fallback", text: "저장된 사본", instead: "서버에서 받은 처리방침 본문" },
    answers: {
      "content.agreement": {
        message: "success",
        detail: { terType: "개인정보 처리방침", terCont: "<p>서버에서 받은 처리방침 본문</p>", terSeq: 3 },
        resultList: [{ terSeq: 3, terVer: "Ver5.0", terCont: "<p>서버에서 받은 처리방침 본문</p>", terType: "개인정보 처리방침", enfcDt: "2024-02-10" }],
      },
    },
  },
  contentPage: { path: "/hanam/page?id=giftCard", routePath: "page", calls: "none", shows: "상품권 안내" },
  rentalInfo: {
    path: "/hanam/store/rentalInfo/megabox",
    routePath: "store/rentalInfo/megabox",
    props: { venue: "megabox" },
    calls: "none",
    shows: "메가박스 상영관",
  },
  // The 1:1 inquiry: the form's offer (cs.do) fails into the error state with retry; a member's
  // thread (csQna.do) does too. The lookup, the saves and the additions: their screen tests.
  inquiryList: { path: "/hanam/store/service/cs", routePath: "store/service/cs" },
  inquiryDetail: { path: "/hanam/store/service/cs/21", routePath: "store/service/cs/:qnaId", params: { qnaId: "21" }, session: MEMBER },
  couponList: { path: "/hanam/event/coupon", routePath: "event/coupon" },
  // The restaurant list fails into its error state. The waiting list it opens on request is
  // WaitingSpots, facilityReserve's list: its four faults run there; the registration's refusals
  // and the service being down: cafe-dining.screen.test.tsx.
  cafeDining: { path: "/hanam/cafeDining/main", routePath: "cafeDining/main" },
  // Suwon's waiting list through the server's proxy.
  facilityReserve: { mall: "suwon", path: "/suwon/tenant/facilityReserve", routePath: "tenant/facilityReserve" },
  // Opening the search asks for the recommendations, which it goes on without; a search then fails into its error state.
  search: { path: "/hanam/search", routePath: "search", act: searchFor("살롱") },
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
    session: MEMBER,
    onFault: { shows: "empty", text: "최근 구매내역 및 영수증이 없습니다.", instead: "메가박스 영수증 24,000" },
    answers: {
      "receipts.billDetail": { message: "success", mbr006Vo: { ...receiptRow(), jnData: "메가박스 영수증 24,000", barCode: "202611200110010001000123" } },
    },
  },
  // Suwon's QR map with a place and a store: the floor maps are the screen; without them, the error state.
  qrScan: { mall: "suwon", path: "/suwon/qrHere?qrId=QR091F01&tnId=T090001", routePath: "qrHere", props: { view: "map" } },
  // The live counts fail into the error state with retry (the fees and entrances come from the manifest).
  parkingInfo: { path: "/hanam/store/parkingInfo", routePath: "store/parkingInfo" },
  // The inbox calls only inside the app, with the device id the bridge answers.
  notifications: { mall: null, path: "/app-new/alarmList", routePath: "/app-new/alarmList", app: { deviceId: "DEVICE-0001-ABCD" } },
  // A partner's app hands back with the outcome in the query: the page only shows it.
  appBridge: {
    path: "/hanam/bridge?result=success&partner=S-POINT",
    routePath: "bridge",
    calls: "none",
    shows: "S-POINT 연결이 완료되었습니다. 앱을 다시 실행한 후 로그인해 주세요.",
  },
  // The app's entry, in the app without a login token: only the update check calls. It fails into
  // going on to the default mall; a healthy forced update keeps the page with its store button.
  appHome: {
    mall: null,
    path: "/app",
    routePath: "/app",
    app: { deviceId: "DEVICE-0001-ABCD" },
    onFault: { shows: "fallback", text: "/hanam", instead: "앱 업데이트가 필요합니다" },
    answers: { "app.update": FORCED_UPDATE },
  },
  appLoginOk: {
    mall: null,
    path: "/app/loginOK",
    routePath: "/app/loginOK",
    app: { deviceId: "DEVICE-0001-ABCD" },
    onFault: { shows: "fallback", text: "/hanam", instead: "앱 업데이트가 필요합니다" },
    answers: { "app.update": FORCED_UPDATE },
  },
  // In the app the hub's version section calls app.update and fails into its own error state with retry.
  appSetting: { mall: null, path: "/app/setting", routePath: "/app/setting", app: { deviceId: "DEVICE-0001-ABCD" } },
  // A member's home branch comes from the session: the picker shows without a call.
  appFavoriteMall: {
    mall: null,
    path: "/app/setting/favoriteMall",
    routePath: "/app/setting/favoriteMall",
    app: { deviceId: "DEVICE-0001-ABCD" },
    session: MEMBER,
    calls: "none",
    shows: "앱을 열면 관심 지점으로 바로 이동합니다.",
  },
  // This device's answer at the mall fails into the error state with retry.
  appLocationAgreement: {
    mall: null,
    path: "/app/setting/locationAgreement",
    routePath: "/app/setting/locationAgreement",
    app: { deviceId: "DEVICE-0001-ABCD" },
  },
};
