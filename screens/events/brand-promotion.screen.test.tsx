// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import BrandPromotionDetailScreen from "./brand-promotion-detail.screen.tsx";
import BrandPromotionListScreen from "./brand-promotion-list.screen.tsx";

afterEach(cleanup);

const promo = (n: number, over: Record<string, unknown> = {}) => ({
  evt_seq: `B01000${n}`,
  evt_titl: `[어반 스포츠] 러닝화 ${n}`,
  mobi_app_img1_uri: "/p.svg",
  evt_prid_disp_yn: "T",
  evt_strt_dt: "2024-05-01",
  evt_end_dt: "2024-05-31",
  evtStrtDtTxt: "5월 한정",
  evtEndDtTxt: "재고 소진 시까지",
  evtStat: "ing",
  tnt_nm_ko: "어반 스포츠",
  tnt_nm_en: "URBAN SPORTS",
  fl: "2F",
  ...over,
});

const server: typeof fetch = async (input) => {
  const url = new URL(String(input), "http://l");
  if (url.pathname.endsWith("/brandPromotion.do")) {
    const end = url.searchParams.get("evtStat") === "end";
    return json({
      message: "success",
      resultList: end ? [] : [promo(1), promo(2)],
      paginationInfo: { currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: end ? 0 : 2, totalPageCount: end ? 0 : 1 },
    });
  }
  if (url.pathname.endsWith("/brandPromotionView.do")) {
    const id = url.searchParams.get("evt_seq");
    return id === "B0100009"
      ? json({ message: "Promotion not found" }, 404)
      : json({ message: "success", brandPromotion: { ...promo(1), evt_cont: "<p>전 품목 10%</p>" } });
  }
  return json({ message: "no" }, 404);
};

describe("brand promotions", () => {
  it("lists the promotions with the store and floor, linked to each", async () => {
    renderScreen(BrandPromotionListScreen, {
      route: { screen: "brandPromotionList", path: "event/brandPromotion" },
      query: { tab: "ing" },
      mall: "hanam",
      path: "/hanam/event/brandPromotion",
      fetch: server,
    });
    expect(await screen.findByText("[어반 스포츠] 러닝화 1")).toBeTruthy();
    expect(screen.getAllByText("어반 스포츠 · 2F")).toHaveLength(2);
    expect(screen.getAllByText("5월 한정 ~ 재고 소진 시까지")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /러닝화 2/ }).getAttribute("href")).toBe("/hanam/event/brandPromotion/B010002");
  });

  it("the ended tab has its own empty state", async () => {
    renderScreen(BrandPromotionListScreen, {
      route: { screen: "brandPromotionList", path: "event/brandPromotion" },
      query: { tab: "end" },
      mall: "hanam",
      path: "/hanam/event/brandPromotion?tab=end",
      fetch: server,
    });
    expect(await screen.findByText("종료된 브랜드 프로모션이 없습니다.")).toBeTruthy();
  });

  it("shows a promotion, in English with the store's English name", async () => {
    renderScreen(BrandPromotionDetailScreen, {
      route: { screen: "brandPromotionDetail", path: "event/brandPromotion/:eventId" },
      params: { eventId: "B0100001" },
      mall: "anseong",
      locale: "en",
      path: "/anseong/event/brandPromotion/B0100001",
      fetch: server,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "[어반 스포츠] 러닝화 1" })).toBeTruthy();
    expect(screen.getByText("URBAN SPORTS · 2F")).toBeTruthy();
    expect(await screen.findByText("전 품목 10%")).toBeTruthy();
  });

  it("an unknown promotion says so, with the list", async () => {
    renderScreen(BrandPromotionDetailScreen, {
      route: { screen: "brandPromotionDetail", path: "event/brandPromotion/:eventId" },
      params: { eventId: "B0100009" },
      mall: "hanam",
      path: "/hanam/event/brandPromotion/B0100009",
      fetch: server,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "프로모션을 찾을 수 없습니다. 종료되었거나 주소가 잘못되었습니다." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "브랜드 프로모션 목록" }).getAttribute("href")).toBe("/hanam/event/brandPromotion");
  });
});
