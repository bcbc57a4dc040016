// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, never, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { lazyDialogService } from "../../engine/dialogs/lazy-dialog-service.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { bannerFixture } from "./home.fixture.ts";
import MallHomeScreen from "./mall-home.screen.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});
// The operator's parts and the hit log's calls are lazy chunks: loaded once before the tests, so
// the first test to use them does not spend its wait on the cold import.
beforeAll(() => Promise.all([import("./home-content.tsx"), import("../../engine/api/logging-calls.ts"), import("../../engine/ui/carousel-track.tsx")]));

const banner = bannerFixture;

const mainAnswer = (over: Record<string, unknown> = {}) => ({
  message: "success",
  lan: "ko",
  mainBannerList: [banner(1), banner(2, { linkType: "O", linkUrl: "https://membership.example/field/double-points" })],
  stampEventUrl: "/hanam/event/stampEvent/202405/S01202405",
  stampEventEvtSeq: "S01202405",
  ddiBanner: { ddiBannerList: [banner(7, { bnTitl: "앱 다운로드 띠 배너", linkType: "O", linkUrl: "https://app.example/field/download" })] },
  topBannerList: [],
  noticeList: [
    { notiSeq: 31, notiTitl: "주차장 공사 안내", regDt: "2024-05-14", fixYn: "N" },
    { notiSeq: 30, notiTitl: "영업시간 변경 안내", regDt: "2024-05-10", fixYn: "Y" },
  ],
  ...over,
});

const route = { screen: "mallHome" as const, name: "Main", path: "" };
const mainCalls = (seen: { url: string }[]) => seen.map((r) => new URL(r.url, "http://localhost")).filter((u) => u.pathname.endsWith("/main.do"));

/**
 * Starts a swipe on the ribbon's first slide: the track (every slide) comes in at once instead of a
 * second before its first move (engine/ui/carousel.tsx).
 */
async function swipeIn(region: HTMLElement) {
  await within(region).findByText("1 / 3");
  fireEvent.pointerMove(within(region).getAllByRole("img")[0]!, { buttons: 1 });
  await within(region).findByRole("img", { name: "앱 전용 쿠폰" });
}

describe("MallHomeScreen", () => {
  it("shows the mall's name, today's hours and its quick links before any answer, with the banners' box kept", () => {
    const f = fakeFetch(never);
    const view = renderScreen(MallHomeScreen, { route, fetch: f.fetch });
    expect(screen.getByRole("heading", { level: 1, name: "필드몰 하남" })).toBeTruthy();
    expect(screen.getByText("오늘 영업시간")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "바로가기" })).toBeTruthy();
    // The footer: the terms pages by key, the company's lines (brands.json).
    const terms = screen.getByRole("navigation", { name: "약관 및 정책" });
    expect(within(terms).getByRole("link", { name: "개인정보 처리방침" }).getAttribute("href")).toBe("/hanam/agreement?agreement=privacy");
    expect(within(terms).getAllByRole("link")).toHaveLength(4);
    expect(screen.getByRole("contentinfo").textContent).toContain("(주)필드몰");
    // The banners' box is there from first paint (same ratio as the slides: no layout shift).
    expect(view.container.querySelector('[data-slot="main-banners"] [aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the banners, strip banners, the stamp shortcut and the latest notices from one main.do call", async () => {
    const f = fakeFetch(() => json(mainAnswer()));
    renderScreen(MallHomeScreen, { route, fetch: f.fetch });
    const banners = await screen.findByRole("region", { name: "메인 배너" });
    expect(within(banners).getByRole("img", { name: "배너 1" }).closest("a")?.getAttribute("href")).toBe("/hanam/event/main");
    expect(screen.getByRole("img", { name: "앱 다운로드 띠 배너" }).closest("a")?.getAttribute("href")).toBe("https://app.example/field/download");
    expect(screen.getByRole("link", { name: /이번 달 스탬프 투어/ }).getAttribute("href")).toBe("/hanam/event/stampEvent/202405/S01202405");
    const notices = screen.getByRole("region", { name: "공지사항" });
    expect(
      within(notices)
        .getByRole("link", { name: /주차장 공사 안내/ })
        .getAttribute("href"),
    ).toBe("/hanam/store/service/notice/31");
    expect(within(notices).getByRole("link", { name: "전체 보기" }).getAttribute("href")).toBe("/hanam/store/service/notice");
    expect(mainCalls(f.seen).map((u) => u.search)).toEqual(["?lan=ko"]);
  });

  it("asks for the English banners and notices on an English visit", async () => {
    const f = fakeFetch(() => json(mainAnswer({ lan: "en" })));
    renderScreen(MallHomeScreen, { route, mall: "anseong", locale: "en", path: "/anseong", fetch: f.fetch });
    expect(await screen.findByRole("region", { name: "Featured" })).toBeTruthy();
    expect(mainCalls(f.seen).map((u) => `${u.pathname}${u.search}`)).toEqual(["/api/anseong/main.do?lan=en"]);
  });

  it("leaves out what the answer does not have: no banners, no stamp event, no notices", async () => {
    const f = fakeFetch(() => json(mainAnswer({ mainBannerList: [], stampEventUrl: "", ddiBanner: { ddiBannerList: [] }, noticeList: [] })));
    const view = renderScreen(MallHomeScreen, { route, fetch: f.fetch });
    await waitFor(() => expect(view.container.querySelector('[data-slot="main-banners"]')?.childElementCount).toBe(0));
    expect(screen.queryByRole("link", { name: /스탬프 투어/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "공지사항" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says once, under the quick links, that the news did not load, and asks again on retry", async () => {
    let fail = true;
    const f = fakeFetch(() => (fail ? json({ message: "down" }, 500) : json(mainAnswer())));
    renderScreen(MallHomeScreen, { route, fetch: f.fetch });
    const alert = await screen.findByRole("alert");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "메인 배너" })).toBeNull();
    fail = false;
    const before = mainCalls(f.seen).length;
    fireEvent.click(within(alert).getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("region", { name: "메인 배너" })).toBeTruthy();
    expect(mainCalls(f.seen).length).toBeGreaterThan(before);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("logs a banner tap in the background (bnhits with the banner's number) and follows its link", async () => {
    const hits = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("{}"));
    const f = fakeFetch(() => json(mainAnswer()));
    const view = renderScreen(MallHomeScreen, { route, fetch: f.fetch });
    // Once the slider has taken over from the plain first slide.
    await screen.findByText("1 / 2");
    fireEvent.click(screen.getByRole("img", { name: "배너 1" }));
    await waitFor(() =>
      expect(hits.mock.calls.map(([url]) => String(url)).filter((u) => u.includes("bnhits"))).toEqual([expect.stringMatching(/\/api\/bnhits\.do\?.*bnSeq=1/)]),
    );
    expect(String(hits.mock.calls.find(([url]) => String(url).includes("bnhits"))?.[0])).toContain("mall=hanam");
    expect(view.currentPath()).toBe("/hanam/event/main");
  });

  it("in the app, a banner with an app deep link hands over to the app (its web page after 2000 ms otherwise)", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) FieldMallApp/3.4.0");
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("{}"));
    const deep = "fieldmall://route?path=%2Fhanam%2Fevent%2Fmain";
    const f = fakeFetch(() => json(mainAnswer({ mainBannerList: [banner(6, { stmUrl: deep })] })));
    const view = renderScreen(MallHomeScreen, { route, fetch: f.fetch });
    fireEvent.click(await screen.findByRole("img", { name: "배너 6" }));
    expect(view.assigned).toEqual([deep]);
    expect(view.currentPath()).toBe("/hanam");
  });
});

const ribbon = [
  { popSeq: 41, popTitl: "주차 요금 안내", popMobImgUri: "/images/seed/ribbon-1.svg", linkYn: "Y", mobiLinkUri: "/hanam/store/parkingInfo", extLinkYn: "N" },
  {
    popSeq: 42,
    popTitl: "겨울 e-카탈로그",
    popMobImgUri: "/images/seed/ribbon-2.svg",
    linkYn: "Y",
    mobiLinkUri: "https://ecatalog.example/field/2026-winter",
    extLinkYn: "Y",
  },
  { popSeq: 43, popTitl: "앱 전용 쿠폰", popMobImgUri: "/images/seed/ribbon-3.svg", linkYn: "N", mobiLinkUri: "", extLinkYn: "N" },
];
const popups = [
  { popSeq: 51, popTitl: "연말 영업시간", popMobImgUri: "/images/seed/popup-1.svg", linkYn: "Y", mobiLinkUri: "/hanam/store/service/notice", extLinkYn: "N" },
];

/** The home's two calls: main.do (with the top banners) and the popups. */
const homeServer =
  (over: { ribbon?: unknown[]; popups?: unknown[] } = {}) =>
  (req: SeenRequest) =>
    req.url.includes("/main/popup.do")
      ? json({ message: "success", popupList: over.popups ?? popups })
      : json(mainAnswer({ topBannerList: over.ribbon ?? ribbon }));

describe("MallHomeScreen: the top ribbon and the main popup", () => {
  it("the ribbon shows the top banners: a link in the app, the e-catalog outside it, none for linkYn N", async () => {
    const f = fakeFetch(homeServer());
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs: fakeDialogs(true) } });
    const region = await screen.findByRole("region", { name: "상단 띠 배너" });
    await swipeIn(region);
    expect(within(region).getByRole("img", { name: "주차 요금 안내" }).closest("a")?.getAttribute("href")).toBe("/hanam/store/parkingInfo");
    const ecatalog = within(region).getByRole("img", { name: "겨울 e-카탈로그" }).closest("a");
    expect([ecatalog?.getAttribute("href"), ecatalog?.getAttribute("target")]).toEqual(["https://ecatalog.example/field/2026-winter", "_blank"]);
    expect(within(region).getByRole("img", { name: "앱 전용 쿠폰" }).closest("a")).toBeNull();
  });

  it("an e-catalog tap is logged as such (log/info.do, logType ecatalog) and opens outside; a route tap logs the hit and routes", async () => {
    const logs = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("{}"));
    const opened = vi.spyOn(window, "open").mockImplementation(() => null);
    const f = fakeFetch(homeServer());
    const view = renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs: fakeDialogs(true) } });
    const region = await screen.findByRole("region", { name: "상단 띠 배너" });
    await swipeIn(region);
    fireEvent.click(within(region).getByRole("img", { name: "겨울 e-카탈로그" }));
    expect(opened).toHaveBeenCalledWith("https://ecatalog.example/field/2026-winter", "_blank", "noopener,noreferrer");
    fireEvent.click(within(region).getByRole("img", { name: "주차 요금 안내" }));
    await waitFor(() => {
      const sent = logs.mock.calls.map(([u]) => new URL(String(u), "http://localhost"));
      expect(sent.map((u) => `${u.pathname} ${u.searchParams.get("logType") ?? u.searchParams.get("popSeq")}`).sort()).toEqual([
        "/api/log/info.do ecatalog",
        "/api/pophits.do 41",
      ]);
    });
    expect(view.currentPath()).toBe("/hanam/store/parkingInfo");
  });

  it("closing the ribbon asks first; 'close for today' keeps it closed for the day (YYYYMMDD per mall)", async () => {
    const dialogs = fakeDialogs(false);
    const f = fakeFetch(homeServer());
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs } });
    fireEvent.click(await screen.findByRole("button", { name: "띠 배너 닫기" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "상단 띠 배너" })).toBeNull());
    expect(dialogs.asked.filter((d) => d.text === "배너를 닫으시겠습니까?")).toHaveLength(1);
    expect(localStorage.getItem("topBannerHidden:hanam")).toBe("20240515");
    cleanup();
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs: fakeDialogs(true) } });
    expect(await screen.findByRole("region", { name: "메인 배너" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "상단 띠 배너" })).toBeNull();
  });

  it("the popup opens through the dialog queue once; 'don't show today' hides it for the day, and yesterday's choice has ended", async () => {
    localStorage.setItem("mainPopupHidden:hanam", "20240514");
    const dialogs = fakeDialogs(false);
    const f = fakeFetch(homeServer());
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs } });
    await waitFor(() => expect(dialogs.asked.filter((d) => d.title === "알림")).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem("mainPopupHidden:hanam")).toBe("20240515"));
    cleanup();
    const again = fakeDialogs(true);
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs: again } });
    expect(await screen.findByRole("region", { name: "메인 배너" })).toBeTruthy();
    await waitFor(() => expect(f.seen.filter((r) => r.url.includes("/main/popup.do")).length).toBe(2));
    expect(again.asked).toEqual([]);
  });

  it("the popup comes drawn in the page; the dialog queue then shows it in its place, never two cards at once, focus inside", async () => {
    const dialogs = lazyDialogService();
    const cards: number[] = [];
    const watch = new MutationObserver(() => cards.push(document.querySelectorAll("dialog").length));
    watch.observe(document.body, { childList: true, subtree: true });
    const f = fakeFetch(homeServer({ ribbon: [] }));
    const view = renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs }, dialogSlot: true });
    const card = await screen.findByRole("dialog", { name: "알림" });
    // First the page's own card, in the home's tree.
    expect(view.container.contains(card)).toBe(true);
    // Then the queue's, outside it, with the focus.
    await waitFor(() => expect(view.container.contains(screen.getByRole("dialog", { name: "알림" }))).toBe(false));
    const shown = screen.getByRole("dialog", { name: "알림" });
    await waitFor(() => expect(shown.contains(document.activeElement)).toBe(true));
    watch.disconnect();
    expect(cards.length).toBeGreaterThan(0);
    expect(Math.max(...cards)).toBe(1);
    expect(within(shown).getByRole("img", { name: "연말 영업시간" })).toBeTruthy();
    fireEvent.click(within(shown).getByRole("button", { name: "오늘 하루 보지 않기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(localStorage.getItem("mainPopupHidden:hanam")).toBe("20240515");
  });

  it("before the queue shows it, the page's card answers: 'don't show today' stores the day and calls the queue's dialog off", async () => {
    const signals: AbortSignal[] = [];
    const dialogs = {
      ...fakeDialogs(),
      choose: (_req: unknown, options?: { signal?: AbortSignal }) => {
        if (options?.signal) signals.push(options.signal);
        return new Promise<never>(() => {});
      },
    };
    const f = fakeFetch(homeServer({ ribbon: [] }));
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs } });
    const card = await screen.findByRole("dialog", { name: "알림" });
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.click(within(card).getByRole("button", { name: "오늘 하루 보지 않기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem("mainPopupHidden:hanam")).toBe("20240515");
    expect(signals[0]?.aborted).toBe(true);
  });

  it("when the queue's dialog cannot load (dismissed unseen), the page's card stays and closes by its own button", async () => {
    const dialogs = { ...fakeDialogs(), choose: () => Promise.resolve("dismissed" as const) };
    const f = fakeFetch(homeServer({ ribbon: [] }));
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs } });
    const card = await screen.findByRole("dialog", { name: "알림" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(card.isConnected).toBe(true);
    fireEvent.click(within(card).getByRole("button", { name: "닫기" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem("mainPopupHidden:hanam")).toBeNull();
  });

  it("no top banners, no ribbon; no popups, no dialog", async () => {
    const dialogs = fakeDialogs(true);
    const f = fakeFetch(homeServer({ ribbon: [], popups: [] }));
    renderScreen(MallHomeScreen, { route, fetch: f.fetch, services: { dialogs } });
    expect(await screen.findByRole("region", { name: "메인 배너" })).toBeTruthy();
    await waitFor(() => expect(f.seen.filter((r) => r.url.includes("/main/popup.do"))).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "상단 띠 배너" })).toBeNull();
    expect(dialogs.asked).toEqual([]);
  });
});
