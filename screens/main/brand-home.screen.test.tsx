// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeFetch, json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { bannerFixture } from "./home.fixture.ts";
import BrandHomeScreen from "./brand-home.screen.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});
beforeAll(() => Promise.all([import("./home-content.tsx"), import("../../engine/ui/carousel-track.tsx")]));

const banner = (bnSeq: number, over: Record<string, unknown> = {}) => bannerFixture(bnSeq, { linkUrl: "/granseoul/event/main", ...over });
const main = {
  message: "success",
  lan: "ko",
  mainBannerList: [banner(1), banner(2)],
  stampEventUrl: "",
  stampEventEvtSeq: "",
  ddiBanner: { ddiBannerList: [] },
  topBannerList: [],
  noticeList: [],
};
const server = (req: SeenRequest) =>
  req.url.includes("eventCouponBannerList")
    ? json({
        message: "success",
        bannerList: [
          { ...banner(11, { bnTitl: "점심 할인 쿠폰" }), bnType: "coupon" },
          { ...banner(12, { bnTitl: "웰니스 클래스" }), bnType: "event" },
          { ...banner(14, { bnTitl: "미식 스탬프" }), bnType: "event" },
        ],
      })
    : req.url.includes("/main/popup.do")
      ? json({ message: "success", popupList: [] })
      : json(main);

describe("BrandHomeScreen", () => {
  it("Granseoul's home: its name, the main banners, then its event and coupon banners, each kind under its heading", async () => {
    const f = fakeFetch(server);
    renderScreen(BrandHomeScreen, {
      route: { screen: "brandHome", path: "main" },
      props: { variant: "granseoul" },
      mall: "granseoul",
      path: "/granseoul/main",
      fetch: f.fetch,
      services: { dialogs: fakeDialogs(true) },
    });
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "메인 배너" })).toBeTruthy();
    const events = await screen.findByRole("region", { name: "진행 중인 이벤트" });
    expect(
      within(events)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toContain("웰니스 클래스");
    const coupons = screen.getByRole("region", { name: "지금 받을 수 있는 쿠폰" });
    expect(within(coupons).getByRole("img", { name: "점심 할인 쿠폰" })).toBeTruthy();
    expect(f.seen.filter((r) => r.url.includes("eventCouponBannerList"))).toHaveLength(1);
  });

  it("Suwon's home: the same home without quick links, and no Granseoul banners asked for", async () => {
    const f = fakeFetch(server);
    renderScreen(BrandHomeScreen, {
      route: { screen: "brandHome", path: "main" },
      props: { variant: "suwon" },
      mall: "suwon",
      path: "/suwon/main",
      fetch: f.fetch,
      services: { dialogs: fakeDialogs(true) },
    });
    expect(await screen.findByRole("region", { name: "메인 배너" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "바로가기" })).toBeNull();
    expect(f.seen.map((r) => new URL(r.url, "http://localhost").pathname).sort()).toEqual(["/api/suwon/main.do", "/api/suwon/main/popup.do"]);
  });
});
