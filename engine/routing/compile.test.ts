import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { flattenRoutes } from "../../schemas/route-tree.ts";
import { bundle } from "../manifests/bundle.ts";
import { testEngineScreens as engineScreens } from "./test-screens.fixture.ts";
import { appRoutes } from "./app-routes.tsx";
import { handleOf } from "./handle.ts";
import { matchLeaf } from "./route-index.ts";

const opts = (visited = "/hanam", dev = false) => ({ dev, visitedMallPath: () => visited, screens: engineScreens });

/** Follows redirects from a path as the app does, to the location that shows a page and its screen. */
async function land(path: string, visited = "/hanam", dev = false) {
  const routes = appRoutes(bundle, opts(visited, dev));
  let url = new URL(path, "http://localhost");
  for (let hops = 0; hops < 10; hops++) {
    const { handle, redirect } = matchLeaf(routes, url);
    if (redirect === null) return { path: `${url.pathname}${url.search}`, screen: handle?.screen ?? null };
    url = new URL(redirect, url);
  }
  throw new Error(`${path}: more than 10 redirects`);
}

const matchOf = (routes: RouteObject[], path: string) => {
  const m = matchRoutes(routes, path);
  return m ? handleOf(m[m.length - 1]?.route) : null;
};

describe("route compiler over the real manifests", () => {
  const routes = appRoutes(bundle, opts());

  it("carries the query parameters a route declares: the shell's query dialogs (cfSearch) read them", () => {
    expect(matchOf(routes, "/centerfield/eventDetail/E080001")?.query).toContain("cfSearch");
    expect(matchOf(routes, "/centerfield/home")?.query).toContain("cfSearch");
    expect(matchOf(routes, "/centerfield/eventList")?.query ?? []).not.toContain("cfSearch");
    expect(matchOf(routes, "/hanam/search")?.query ?? []).not.toContain("cfSearch");
  });

  it("mounts every route of every route set for every mall that uses it (unless its area is off)", () => {
    for (const mall of Object.values(bundle.malls).filter((m) => m.kind === "mall")) {
      const set = bundle.routeSets[mall.routeSet!]!;
      const flat = flattenRoutes(set.routes);
      // Only this mall's routes: matching over all malls at once is needlessly slow.
      const own = routes.filter((r) => r.path === `/${mall.path}` || r.path?.startsWith(`/${mall.path}/`));
      for (const f of flat) {
        const path = `/${mall.path}/${f.fullPath.split("{product}").join(mall.product)}`
          .replace(/\/$/, "")
          .split("/")
          .map((s) => (s.startsWith(":") ? "x1" : s))
          .join("/");
        const h = matchOf(own, path);
        expect(h, `${path} should match`).not.toBeNull();
        // A child is switched off with its parent's area.
        const off = flat.some(
          (r) =>
            r.node.feature !== undefined &&
            !mall.features.includes(r.node.feature) &&
            (r.fullPath === f.fullPath || f.fullPath.startsWith(`${r.fullPath}/`)) &&
            (r.fullPath === f.fullPath || r.node.children !== undefined),
        );
        if (f.node.screen) expect(h?.screen, path).toBe(off ? "notFound" : f.node.screen);
      }
    }
  });

  it("mounts the top set and the special paths", () => {
    expect(matchOf(routes, "/")?.screen).toBe("entryGate");
    expect(matchOf(routes, "/introTest")?.screen).toBe("entryGate");
    expect(matchOf(routes, "/IntroTest")?.screen).toBe("entryGate");
    expect(matchOf(routes, "/suwon_teaser")?.screen).toBe("landingPage");
    expect(matchOf(routes, "/suwon_teaser")?.mall).toBe("suwon");
    expect(matchOf(routes, "/unjeong")?.screen).toBe("landingPage");
    expect(matchOf(routes, "/nextFieldWork")?.mall).toBe("suwon");
    expect(matchOf(routes, "/app/agreement/notice_access")?.screen).toBe("agreementPage");
    expect(matchOf(routes, "/centerfield/home")?.name).toBe("cfMain");
    expect(matchOf(routes, "/hanam")?.name).toBe("Main");
    expect(matchOf(routes, "/hanam/event/main/123")?.name).toBe("EventMainDetail");
    expect(matchOf(routes, "/hanam/myfield/main")?.name).toBe("MyPageMemberShip");
  });

  it("mounts /layouts only in development builds", () => {
    expect(matchOf(appRoutes(bundle, opts("/hanam", true)), "/layouts")?.screen).toBe("layouts");
    expect(matchOf(routes, "/layouts")?.screen).not.toBe("layouts");
  });

  it("keeps the parent route for the back fallback", () => {
    expect(matchOf(routes, "/hanam/event/main/123")?.parentPattern).toBe("/hanam/event/main");
    expect(matchOf(routes, "/hanam/store/service/notice/9")?.parentPattern).toBe("/hanam/store/service");
    expect(matchOf(routes, "/hanam/tenant")?.parentPattern).toBe("/hanam");
  });

  it("carries route flags", () => {
    expect(matchOf(routes, "/hanam/tenant")?.flags.showTop).toBe(true);
    expect(matchOf(routes, "/hanam/myinfo/receipt")?.flags.noSharedUi).toBe(true);
    expect(matchOf(routes, "/hanam/intro")?.flags.keepDrawer).toBe(true);
    expect(matchOf(routes, "/hanam/login")?.flags.hideHeader).toBe(true);
    expect(matchOf(routes, "/suwon/main")?.flags.cached).toBe(true);
  });
});

describe("nested routes", () => {
  const routes = appRoutes(bundle, opts());
  const chain = (path: string) => (matchRoutes(routes, path) ?? []).map((m) => handleOf(m.route)?.screen ?? (m.route.index ? "(index)" : "(frame)"));

  it("keeps a layout's children in its outlet: the section's screen stays mounted above the child", () => {
    expect(chain("/hanam/myinfo/receipt")).toEqual(["myInfo", "receipts"]);
    expect(chain("/hanam/myinfo")).toEqual(["myInfo", "myInfo"]);
  });

  it("opens a layout's own path on its default child, the frame's screen mounted for the child only", () => {
    const [frame, own] = (matchRoutes(routes, "/anseong/myinfo") ?? []).map((m) => m.route);
    expect(frame?.Component).toBeDefined();
    expect(handleOf(frame)?.redirect).toBeUndefined();
    expect(own?.Component).toBeUndefined();
    expect(matchLeaf(routes, new URL("http://localhost/anseong/myinfo?x=1")).redirect).toBe("/anseong/myinfo/membership?x=1");
  });

  it("puts any other parent and its children under a frame, so the child replaces the parent's page", () => {
    expect(chain("/hanam/event/main/77")).toEqual(["(frame)", "eventDetail"]);
    expect(chain("/hanam/event/main")).toEqual(["(frame)", "eventList"]);
  });

  it("passes requiresMember down to the children", () => {
    expect(matchOf(routes, "/hanam/myinfo/security")?.flags.requiresMember).toBe(true);
    expect(matchOf(routes, "/hanam/myfield/main/membership-update")?.flags.requiresMember).toBe(true);
    expect(matchOf(routes, "/granseoul/mypage/coupon")?.flags.requiresMember).toBe(true);
    expect(matchOf(routes, "/hanam/event/main/77")?.flags.requiresMember).toBeUndefined();
  });
});

describe("redirects", () => {
  const cases: [string, string][] = [
    ["/toGate", "/"],
    ["/hanam/toGate", "/"],
    ["/centerfield", "/centerfield/home"],
    ["/centerfield/event/main", "/centerfield/eventList"],
    ["/suwon", "/suwon/main"],
    ["/suwon?fromWeb=true", "/suwon/main?fromWeb=true"],
    ["/suwon/event", "/suwon/event/main"],
    ["/suwon/service", "/suwon/service/faq"],
    ["/granseoul", "/granseoul/main"],
    ["/hanam/tenant/tenantDetail/T0000KD", "/hanam/tenant/fieldKids"],
    ["/hanam/tenant/tenantDetail/T0000LB", "/hanam/tenant/fieldLibrary"],
    ["/myeongji/tenant/tenantDetail/T0000CL", "/myeongji/tenant/cityLounge"],
    ["/hanam/event/main/E2021RLT", "/anseong/event/main/roulette"],
    ["/coexmall/event/stampEvent/202304/77", "/coexmall/event/main/77"],
    ["/hanam/event/main/end", "/hanam/event/main"],
    ["/hanam/event/main/end/5", "/hanam/event/main"],
    ["/hanam/event/brandPromotion/end", "/hanam/event/brandPromotion"],
    ["/hanam/event/brandPromotion/end/5", "/hanam/event/brandPromotion"],
    ["/hanam/tenant/fieldLibrary/goods1", "/hanam/tenant/fieldLibrary"],
    ["/hanam/tenant/fieldLibrary/goods2", "/hanam/tenant/fieldLibrary"],
    ["/hanam/tenant/fieldLibrary/goods3", "/hanam/tenant/fieldLibrary"],
    ["/hanam/myinfo", "/hanam/myinfo/membership"],
    ["/hanam/store/rentalInfo", "/hanam/store/rentalInfo/livePlaza"],
    ["/hanam/store/investor", "/hanam/store/investor/notice"],
    ["/hanam/store/service", "/hanam/store/service/faq"],
    ["/hanam/cafeDining", "/hanam/cafeDining/main"],
    ["/somewhere", "/hanam"],
    ["/app/unknown/path", "/hanam"],
  ];
  it.each(cases)("%s → %s", async (from, to) => {
    expect((await land(from)).path).toBe(to);
  });

  it("leaves other stamp months and other tenants alone", async () => {
    expect(await land("/hanam/event/stampEvent/202304/77")).toEqual({ path: "/hanam/event/stampEvent/202304/77", screen: "stampEvent" });
    expect(await land("/coexmall/event/stampEvent/202305/77")).toEqual({ path: "/coexmall/event/stampEvent/202305/77", screen: "stampEvent" });
    expect(await land("/hanam/tenant/tenantDetail/T1")).toEqual({ path: "/hanam/tenant/tenantDetail/T1", screen: "tenantDetail" });
  });

  it("does not redirect into an area the mall does not have", async () => {
    expect((await land("/hanam/tenant/tenantDetail/T0000CL")).screen).toBe("tenantDetail");
  });

  it("sends unknown top-level paths to the mall where the user is located", async () => {
    expect((await land("/somewhere", "/wirye")).path).toBe("/wirye");
    expect((await land("/app/nope", "/goyang")).path).toBe("/goyang");
  });

  it("shows not-found inside a mall and 'Mall not supported' for an undeclared mall", async () => {
    expect(await land("/hanam/no/such/page")).toEqual({ path: "/hanam/no/such/page", screen: "notFound" });
    expect((await land("/hanam/tenant/cityLounge")).screen).toBe("notFound");
    expect(await land("/atlantis/event/main")).toEqual({ path: "/atlantis/event/main", screen: "unsupportedMall" });
  });
});
