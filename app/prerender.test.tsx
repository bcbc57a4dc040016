import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bundle } from "../engine/manifests/bundle.ts";
import { gateEntries } from "../screens/gate/gate-entries.ts";

// The build's renderer (app/prerender.tsx) over the real manifests: which pages it renders, and
// that each shows its mall's name and hours from the manifest, in each locale the mall offers.
// The renderer loads locales into the messages store: a module graph of its own for this file.
let r: typeof import("./prerender.tsx");
beforeAll(async () => {
  vi.resetModules();
  r = await import("./prerender.tsx");
});
afterAll(() => vi.resetModules());

/** The text of the HTML without tags, entities decoded (what a reader of the page sees). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

const malls = Object.values(bundle.malls).filter((m) => m.kind === "mall");

describe("the pages the build renders", () => {
  it("are the gate and every mall's home (after its redirects), in each locale the mall offers", () => {
    const targets = r.prerenderTargets();
    expect(targets.find((t) => t.path === "/")).toEqual({ path: "/", mall: null, locales: ["ko"] });
    for (const mall of malls) {
      const target = targets.find((t) => t.mall === mall.path);
      expect(target, mall.path).toBeDefined();
      expect(target?.locales).toEqual(mall.locales.available);
    }
    expect(targets.find((t) => t.mall === "suwon")?.path).toBe("/suwon/main");
  });

  it("show each mall's name and today's hours from its manifest, with its title, theme and web app", async () => {
    for (const target of r.prerenderTargets().filter((t) => t.mall !== null)) {
      const mall = bundle.malls[target.mall as string] ?? Object.values(bundle.malls).find((m) => m.path === target.mall);
      if (!mall) throw new Error(`no manifest for ${target.mall}`);
      for (const locale of target.locales) {
        const page = await r.renderPage(target, locale);
        const text = textOf(page.html);
        expect(page.html, `${target.path} ${locale}`).toMatch(new RegExp(`<h1[^>]*>${mall.name[locale]}</h1>`));
        expect(text).toContain(mall.hours.open);
        expect(text).toContain(mall.hours.close);
        expect(page.lang).toBe(locale);
        expect(page.title).toContain(mall.title.rule === "fixed" ? mall.title.text[locale] : mall.name[locale]);
        expect(page.manifestHref).toMatch(/^\/webapp\/.+\.webmanifest$/);
        expect(page.themeStyle).toMatch(/^--brand-primary:#[0-9a-f]{6};/i);
        // Hydrated as it is: no splash over it, and the home's slots keep their room.
        expect(page.html).not.toMatch(/_splash_/);
        expect(page.html).toContain('data-slot="main-banners"');
        // Asked for ahead of the app: the home's parts, its main.do and its popups, as a guest's client asks.
        expect(page.modules).toEqual(["screens/main/home-content.tsx"]);
        expect(page.fetches).toEqual([`/api/${mall.path}/main.do?lan=${locale}`, `/api/${mall.path}/main/popup.do`]);
      }
    }
  });

  it("render a home again with its first calls' answers: the banners and sections in the HTML, and the answers for the app", async () => {
    expect(r.firstCalls("/hanam", "ko")).toEqual(["/api/hanam/main.do?lan=ko", "/api/hanam/main/popup.do"]);
    expect(r.firstCalls("/", "ko")).toBeNull();
    expect(r.firstCalls("/hanam", "fr")).toBeNull();
    const banner = { bnSeq: 1, bnTitl: "겨울 세일", imgUri: "/images/b1.svg", linkType: "I", linkUrl: "/hanam/event", stmUrl: "" };
    const body = {
      message: "success",
      lan: "ko",
      stampEventEvtSeq: "",
      mainBannerList: [banner, { ...banner, bnSeq: 2, bnTitl: "봄 세일", imgUri: "/images/b2.svg" }],
      topBannerList: [],
      ddiBanner: { ddiBannerList: [] },
      stampEventUrl: "",
      noticeList: [{ notiSeq: 7, notiTitl: "주차장 공사 안내", regDt: "2026-12-01", fixYn: "N" }],
    };
    const popups = { message: "success", popupList: [] };
    const page = await r.renderAnswered("/hanam", "ko", { "/api/hanam/main.do?lan=ko": body, "/api/hanam/main/popup.do": popups });
    if (!page) throw new Error("no rendering");
    // The first banner eager, as the app's first render shows it; the notices under it.
    expect(page.html).toMatch(/<img[^>]*src="\/images\/b1.svg"[^>]*alt="겨울 세일"[^>]*loading="eager"/);
    expect(textOf(page.html)).toContain("주차장 공사 안내");
    expect(page.html).not.toContain('data-slot="main-banners"><div');
    const data = JSON.parse(/<script type="application\/json" id="first-answers">(.*)<\/script>/.exec(page.dataElement)?.[1] ?? "null") as unknown;
    expect(data).toEqual({
      modules: ["screens/main/home-content.tsx"],
      answers: [
        { key: 'content.main {"custId":null,"input":{"lan":"ko"},"params":{"mall":"hanam"}}', url: "/api/hanam/main.do?lan=ko", body },
        { key: 'content.mainPopup {"custId":null,"params":{"mall":"hanam"}}', url: "/api/hanam/main/popup.do", body: popups },
      ],
    });
    // Without an answer (the popups' alone missing too), or for a page without first calls: nothing (the build's HTML stands).
    expect(await r.renderAnswered("/hanam", "ko", {})).toBeNull();
    expect(await r.renderAnswered("/hanam", "ko", { "/api/hanam/main.do?lan=ko": body })).toBeNull();
    expect(await r.renderAnswered("/", "ko", {})).toBeNull();
  });

  it("render the gate with every branch of the group", async () => {
    const gate = await r.renderPage({ path: "/", mall: null, locales: ["ko"] }, "ko");
    const entries = gateEntries(bundle);
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(gate.html).toContain(`href="${entry.to}"`);
    for (const entry of entries) expect(textOf(gate.html)).toContain(entry.nameKo);
  });

  it("give each mall's other routes its header over a skeleton", async () => {
    const shells = r.shellMalls();
    expect(shells.map((s) => s.mall).sort()).toEqual(malls.map((m) => m.path).sort());
    const hanam = await r.renderShell("hanam", "ko");
    expect(hanam.html).toContain("필드몰 하남");
    expect(hanam.html).toContain('aria-busy="true"');
    expect(textOf(hanam.html)).toContain("불러오는 중");
    await expect(r.renderShell("nowhere", "ko")).rejects.toThrow(/nowhere/);
  });
});

describe("the routes with a shell of their own", () => {
  it("are every mall's event list and store directory paths a guest opens without params, and nothing else", () => {
    const targets = r.routeShellTargets();
    const paths = targets.map((t) => t.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/hanam/event", "/hanam/event/main", "/hanam/tenant", "/suwon/tenant/categoryInfo", "/centerfield/eventList"]),
    );
    for (const t of targets) {
      expect(["eventList", "tenantList"], t.path).toContain(t.screen);
      expect(t.path).not.toContain(":");
      expect(t.locales).toEqual(bundle.malls[t.mall]?.locales.available ?? Object.values(bundle.malls).find((m) => m.path === t.mall)?.locales.available);
    }
    // Every mall with those features has them.
    for (const mall of malls)
      expect(
        targets.some((t) => t.mall === mall.path && t.screen === "eventList"),
        mall.path,
      ).toBe(true);
  });

  it("name the screen's module and its first calls as a guest's client makes them, and the route's title", async () => {
    const [hanamEvents, granseoulEvents, hanamStores] = await Promise.all(
      ["/hanam/event", "/granseoul/event/main", "/hanam/tenant"].map((path) => {
        const target = r.routeShellTargets().find((t) => t.path === path);
        if (!target) throw new Error(`no route shell ${path}`);
        return r.renderRouteShell(target, "ko");
      }),
    );
    expect(hanamEvents?.modules).toEqual(["screens/events/event-list.screen.tsx"]);
    expect(hanamEvents?.fetches).toEqual(["/api/hanam/event/eventList.do?evtStat=ing&pageIndex=1"]);
    expect(hanamEvents?.title).toBe("이벤트 | 필드몰 하남");
    expect(hanamEvents?.html).toContain("필드몰 하남");
    expect(hanamEvents?.html).toContain('aria-busy="true"');
    // Granseoul's list shows its banners above it.
    expect(granseoulEvents?.fetches).toEqual(["/api/granseoul/event/eventList.do?evtStat=ing&pageIndex=1", "/api/granseoul/eventCouponBannerList"]);
    expect(hanamStores?.modules).toEqual(["screens/stores/tenant-list.screen.tsx"]);
    expect(hanamStores?.fetches).toEqual([
      "/api/hanam/tenant/categoryInfo.do?pageIndex=1&result_tnt_cnt=1",
      "/api/hanam/tenant/categoryInfo.do?result_tnt_cnt=20&pageIndex=1",
    ]);
  });

  it("name the very modules the screen registry loads for their screens", async () => {
    const { screenRegistry } = await import("./screen-registry.ts");
    const { EVENT_LIST_MODULE } = await import("../screens/events/first-loads.ts");
    const { TENANT_LIST_MODULE } = await import("../screens/stores/first-loads.ts");
    const registered = (id: "eventList" | "tenantList") => {
      const load = screenRegistry[id];
      if (typeof load !== "function") throw new Error(`${id} is not built`);
      return load();
    };
    expect(await registered("eventList")).toBe(await import(/* @vite-ignore */ `../${EVENT_LIST_MODULE}`));
    expect(await registered("tenantList")).toBe(await import(/* @vite-ignore */ `../${TENANT_LIST_MODULE}`));
    expect(await registered("eventList")).not.toBe(await registered("tenantList"));
  });
});

describe("the member routes with a shell of their own", () => {
  it("are every mall's member screens behind the member check, with no params, each naming its screens' modules", () => {
    const targets = r.memberShellTargets();
    const byPath = new Map(targets.map((t) => [t.path, t]));
    // A frame and its page: both screens' code.
    expect(byPath.get("/hanam/myinfo/receipt")?.modules).toEqual(["screens/member/my-info.screen.tsx", "screens/member/receipts.screen.tsx"]);
    expect(byPath.get("/suwon/mypage/receipt")?.modules).toContain("screens/member/receipts.screen.tsx");
    expect(byPath.get("/centerfield/mypage")?.modules).toEqual(["screens/member/my-page.screen.tsx"]);
    for (const t of targets) {
      expect(t.path, t.path).not.toContain(":");
      expect(t.modules.length, t.path).toBeGreaterThan(0);
    }
    // A guest's routes (the login, the event list) and a route with params (a receipt) have none.
    expect(targets.some((t) => /\/login|\/event/.test(t.path))).toBe(false);
    // Every mall with receipts has its receipts route.
    for (const mall of malls.filter((m) => m.features.includes("receipts")))
      expect(
        targets.some((t) => t.mall === mall.path && t.modules.includes("screens/member/receipts.screen.tsx")),
        mall.path,
      ).toBe(true);
  });

  it("render the page as its member sees it while the session is checked, titled for the route, with its screens' modules and no calls", async () => {
    const target = r.memberShellTargets().find((t) => t.path === "/hanam/myinfo/receipt");
    if (!target) throw new Error("no member shell for hanam's receipts");
    const page = await r.renderMemberShell(target, "ko");
    // The frame, the page's heading and words (not the session check's skeleton).
    expect(page.html).toContain('aria-label="내 정보 메뉴"');
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("구매 내역 및 영수증");
    expect(page.html).toContain("최근 90일 동안 멤버십 카드로 적립한 구매 내역입니다.");
    expect(page.html).not.toContain("회원 정보를 확인하고 있습니다.");
    // No member's data, nor anyone's customer id: the list is a skeleton until the app asks for it.
    expect(page.html).not.toMatch(/M\d{7}/);
    expect(page.modules).toEqual(target.modules);
    // Member calls carry the member's id, which the HTML cannot know: none is asked for ahead.
    expect(page.fetches).toEqual([]);
    expect(page.title).toMatch(/필드몰 하남$/);
  });
});
