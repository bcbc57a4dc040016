import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { manifestBundleSchema } from "../../schemas/manifest-bundle.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { bundle, mallByPath } from "../manifests/bundle.ts";
import { compileRoutes } from "./compile.tsx";
import { handleOf } from "./handle.ts";
import { bundleWithMovedEventPage, routeSetsWithMovedEventPage } from "./moved-path.fixture.ts";
import { testEngineScreens } from "./test-screens.fixture.ts";
import { screenHrefsFor, type ScreenHrefs } from "./screen-href.ts";

// One mall per route set: the links the screens resolve, as each set mounts them today.
const MALLS = ["hanam", "centerfield", "suwon", "granseoul"] as const;
type Row = [label: string, link: (href: ScreenHrefs) => string | null, expected: Record<(typeof MALLS)[number], string | null>];

const by = (h: string | null, c: string | null, s: string | null, g: string | null) => ({ hanam: h, centerfield: c, suwon: s, granseoul: g });

const rows: Row[] = [
  [
    "event detail",
    (h) => h("eventDetail", { eventId: "E 1" }),
    by("/hanam/event/main/E%201", "/centerfield/eventDetail/E%201", "/suwon/event/main/E%201", "/granseoul/event/main/E%201"),
  ],
  ["event list", (h) => h("eventList"), by("/hanam/event/main", "/centerfield/eventList", "/suwon/event/main", "/granseoul/event/main")],
  ["coupon detail", (h) => h("couponDetail", { couponId: 55 }), by("/hanam/event/coupon/55", "/centerfield/couponeDetail/55", "/suwon/event/coupon/55", null)],
  ["coupon list", (h) => h("couponList"), by("/hanam/event/coupon", "/centerfield/couponeList", "/suwon/event/coupon", "/granseoul/mypage/coupon")],
  ["stamp page", (h) => h("stampEvent", { eventMon: "202611", eventId: "S1" }), by("/hanam/event/stampEvent/202611/S1", null, null, null)],
  ["roulette", (h) => h("roulette"), by("/hanam/event/main/roulette", null, null, null)],
  ["brand promotions", (h) => h("brandPromotionList"), by("/hanam/event/brandPromotion", null, "/suwon/event/brandPromotion", null)],
  ["brand promotion", (h) => h("brandPromotionDetail", { eventId: "B1" }), by("/hanam/event/brandPromotion/B1", null, "/suwon/event/brandPromotion/B1", null)],
  ["store page", (h) => h("tenantDetail", { tenantId: "T1" }), by("/hanam/tenant/tenantDetail/T1", "/centerfield/tenantDetail/T1", null, null)],
  ["floor guide with a store's popup", (h) => h("floorInfo", { tnId: "T1" }), by(null, null, "/suwon/tenant/floorInfo/T1", null)],
  ["floor guide", (h) => h("floorInfo"), by("/hanam/tenant/floorInfo", "/centerfield/floorInfo", "/suwon/tenant/floorInfo", "/granseoul/tenant/floorInfo")],
  [
    "floor guide with a query",
    (h) => h("floorInfo", {}, { tnId: "T 1", fl: undefined }),
    by("/hanam/tenant/floorInfo?tnId=T+1", "/centerfield/floorInfo?tnId=T+1", "/suwon/tenant/floorInfo?tnId=T+1", "/granseoul/tenant/floorInfo?tnId=T+1"),
  ],
  ["a floor", (h) => h("floorInfo", { floor: "B1" }), by(null, "/centerfield/floor/B1", null, null)],
  ["store directory with a store's popup", (h) => h("tenantList", { tnId: "T1" }), by(null, null, "/suwon/tenant/categoryInfo/T1", null)],
  ["receipts", (h) => h("receipts"), by("/hanam/mobileReceipt", "/centerfield/treceiptList", "/suwon/mypage/receipt", "/granseoul/mypage/receipt")],
  ["receipt page", (h) => h("receiptDetail", { treceiptId: "R1" }), by(null, "/centerfield/treceiptDetail/R1", null, null)],
  ["directions", (h) => h("directions"), by("/hanam/store/direction", "/centerfield/location", "/suwon/store/direction", "/granseoul/store/direction")],
  [
    "parking",
    (h) => h({ screen: "parkingInfo", where: { view: "info" } }),
    by("/hanam/store/parkingInfo", "/centerfield/parkingInfo", "/suwon/store/parkingInfo", "/granseoul/store/parkingInfo"),
  ],
  ["parking map", (h) => h({ screen: "parkingInfo", where: { view: "map" } }), by("/hanam/store/parkingInfo/map", null, null, null)],
  ["finding the car", (h) => h({ screen: "myCar", where: { view: "find" } }), by(null, null, "/suwon/mycar/find", null)],
  ["entertainment", (h) => h("entertainment"), by("/hanam/tenant/entertainment", null, "/suwon/entertainment", null)],
  ["film", (h) => h("entertainmentDetail", { id: "M1" }), by(null, null, "/suwon/entertainment/M1", null)],
  ["dining", (h) => h({ screen: "cafeDining", where: { tab: "main" } }), by("/hanam/cafeDining/main", null, "/suwon/cafeDining/main", null)],
  ["food court", (h) => h({ screen: "cafeDining", where: { tab: "foodCourt" } }), by("/hanam/cafeDining/foodCourt", null, "/suwon/cafeDining/foodCourt", null)],
  [
    "kids lecture",
    (h) => h({ screen: "programs", where: { kind: "kids" } }, {}, { lecture: "L1" }),
    by("/hanam/tenant/fieldKids?lecture=L1", null, "/suwon/kids/showList?lecture=L1", null),
  ],
  [
    "library lecture",
    (h) => h({ screen: "programs", where: { kind: "library" } }, {}, { lecture: "SLP1" }),
    by("/hanam/tenant/fieldLibrary?lecture=SLP1", null, "/suwon/library/lectureList?lecture=SLP1", null),
  ],
  ["favourite stores", (h) => h({ screen: "favorites", where: { kind: "stores" } }), by(null, null, "/suwon/mypage/favoriteStore", null)],
  ["security", (h) => h("mySecurity"), by("/hanam/myinfo/security", null, "/suwon/mypage/security", null)],
  ["my info edit", (h) => h("manageMyInfo"), by("/hanam/myfield/myInfo", null, null, null)],
  ["membership update", (h) => h({ screen: "manageMyInfo", where: { section: "membership" } }), by("/hanam/myfield/main/membership-update", null, null, null)],
  ["withdrawal", (h) => h("withdrawal"), by(null, "/centerfield/withdrawal", null, null)],
  ["my info", (h) => h("myInfo"), by("/hanam/myinfo", null, null, null)],
  ["brand home", (h) => h("brandHome"), by(null, "/centerfield/home", "/suwon/main", "/granseoul/main")],
];

describe("links by screen id", () => {
  for (const [label, link, expected] of rows) {
    it(`resolve the ${label} for every route set`, () => {
      expect(Object.fromEntries(MALLS.map((m) => [m, link(screenHrefsFor(m))]))).toEqual(expected);
    });
  }

  it("type a link's params by its screen", () => {
    // @ts-expect-error: the event page's param is eventId, declared in schemas/screens/params.ts
    expect(screenHrefsFor("hanam")("eventDetail", { id: "E1" })).toBeNull();
  });

  it("skip test pages unless the link asks for them", () => {
    const h = screenHrefsFor("hanam");
    expect(h("login")).toBe("/hanam/login");
    expect(h({ screen: "login", where: { test: true } })).toBe("/hanam/loginTest");
  });

  it("resolve only routes the mall's features mount", () => {
    // bucheon has no entertainment: its entertainment route is not mounted, so there is no link.
    expect(screenHrefsFor("hanam")("entertainment")).toBe("/hanam/tenant/entertainment");
    expect(screenHrefsFor("bucheon")("entertainment")).toBeNull();
  });

  it("resolve a top-level page for no mall, and nothing for an unknown screen route", () => {
    expect(screenHrefsFor(null)("loginAgreement")).toBe("/app/login/agreement");
    expect(screenHrefsFor(null)("eventList" as ScreenId)).toBeNull();
  });
});

describe("a path moved in a route set", () => {
  const moved = routeSetsWithMovedEventPage();

  const problems = (b: unknown) => {
    const parsed = manifestBundleSchema.safeParse(b);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join("/")}: ${i.message}`);
  };

  it("is checked: a mall redirect still pointing at the old path is a manifest error, the whole edit is valid", () => {
    expect(problems({ ...bundle, routeSets: moved })).toEqual(['malls/coexmall/redirects/0/to: redirect target "event/main/:eventId" is not a declared route']);
    expect(problems(bundleWithMovedEventPage())).toEqual([]);
  });

  it("moves the links to the screen with it, and the compiled router mounts the screen there", () => {
    const hanam = mallByPath("hanam")!;
    const to = screenHrefsFor(hanam, moved)("eventDetail", { eventId: "E1" });
    expect(to).toBe("/hanam/news/E1");
    expect(screenHrefsFor(hanam)("eventDetail", { eventId: "E1" })).toBe("/hanam/event/main/E1");
    const routes = compileRoutes(bundleWithMovedEventPage(), { dev: false, visitedMallPath: () => "/hanam", screens: testEngineScreens });
    const leaf = matchRoutes(routes, to!)?.at(-1);
    expect(handleOf(leaf?.route)?.screen).toBe("eventDetail");
  });

  it("leaves the other route sets' links where they were", () => {
    expect(screenHrefsFor("suwon", moved)("eventDetail", { eventId: "E1" })).toBe("/suwon/event/main/E1");
  });
});
