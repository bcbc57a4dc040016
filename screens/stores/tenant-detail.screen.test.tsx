// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { floorsServer } from "./floors.fixture.ts";
import TenantDetailScreen from "./tenant-detail.screen.tsx";

afterEach(cleanup);

function open(s: ReturnType<typeof floorsServer>, { id = "T010001", centerfield = false, map = false } = {}) {
  const mall = centerfield ? "centerfield" : "hanam";
  const base = centerfield ? `/centerfield/tenantDetail/${id}` : `/hanam/tenant/tenantDetail/${id}`;
  return renderScreen(TenantDetailScreen, {
    route: {
      screen: "tenantDetail",
      path: centerfield ? "tenantDetail/:tenantId" : "tenant/tenantDetail/:tenantId",
      name: centerfield ? "cfTenantDetail" : "TenantDetail",
    },
    props: { variant: centerfield ? "centerfield" : "standard" },
    query: map ? { map: "Y" } : {},
    params: { tenantId: id },
    mall,
    path: map ? `${base}?map=Y` : base,
    fetch: s.fetch,
  });
}

describe("TenantDetailScreen", () => {
  it("shows the store: name, floor, category, hours, a tel: link, introduction, location, benefits and themes", async () => {
    open(floorsServer());
    expect(await screen.findByRole("heading", { level: 1, name: "매장 1" })).toBeTruthy();
    expect(screen.getByText("패션 · 여성의류")).toBeTruthy();
    expect(screen.getByText("영업시간 10:30 ~ 22:00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "전화 031-8072-1234" }).getAttribute("href")).toBe("tel:03180721234");
    expect(screen.getByText("편안한 옷을 만듭니다.")).toBeTruthy();
    expect(screen.getByText("중앙 아트리움 옆")).toBeTruthy();
    expect(screen.getByText("주차 할인")).toBeTruthy();
    expect(screen.getByText("데이트")).toBeTruthy();
    expect(await screen.findByText("진행 중인 이벤트와 쿠폰이 없습니다.")).toBeTruthy();
  });

  it("puts the store's red pin on its floor map among the other stores, each a way to that store", async () => {
    const r = open(floorsServer());
    const map = await screen.findByRole("group", { name: "매장 1 위치" });
    const mine = within(map).getByRole("button", { name: "매장 1 (선택한 매장)" });
    expect(mine.getAttribute("aria-current")).toBe("location");
    fireEvent.click(within(map).getByRole("button", { name: "매장 2" }));
    expect(r.currentPath()).toBe("/hanam/tenant/tenantDetail/T010002");
  });

  it("no phone and no hours: says so, never 'closed'", async () => {
    open(floorsServer(), { id: "T010002" });
    expect(await screen.findByText("전화번호 정보가 없습니다.")).toBeTruthy();
    expect(screen.getByText("영업시간은 매장에 문의해 주세요")).toBeTruthy();
  });

  it("lists the coupons naming this store (not a store whose name merely contains it); the event flag links to the events", async () => {
    const s = floorsServer();
    open(s, { id: "T010004" });
    expect(await screen.findByText("매장 4 10% 할인 쿠폰")).toBeTruthy();
    expect(screen.queryByText("매장 40 음료 1잔 무료")).toBeNull();
    expect(screen.getByText("이 매장에서 진행 중인 이벤트가 있습니다.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "이벤트 목록 보기" }).getAttribute("href")).toBe("/hanam/event/main");
    expect(screen.getByRole("link", { name: "쿠폰 목록 보기" }).getAttribute("href")).toBe("/hanam/event/coupon");
    const search = s.seen.find((q) => q.url.endsWith("/search/totalSearch.do"));
    expect(search?.method).toBe("POST");
  });

  it("an unknown store (404) shows not found with the way to the floor guide; a malformed id makes no call", async () => {
    open(floorsServer(), { id: "T019999" });
    expect(await screen.findByRole("heading", { level: 1, name: /매장을 찾을 수 없습니다/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "층별 안내로" }).getAttribute("href")).toBe("/hanam/tenant/floorInfo");
    cleanup();
    const s = floorsServer();
    open(s, { id: "T01'0001" });
    expect(await screen.findByRole("heading", { level: 1, name: /매장을 찾을 수 없습니다/ })).toBeTruthy();
    expect(s.seen).toHaveLength(0);
  });

  it("Centerfield: map=Y opens the location dialog with the red pin; closing goes back; the button asks for it", async () => {
    const r = open(floorsServer(), { centerfield: true, map: true });
    const dialog = await screen.findByRole("dialog", { name: "매장 1 위치" });
    expect(within(dialog).getByRole("img", { name: "매장 1 (선택한 매장)" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(r.currentPath()).toBe("/centerfield/tenantDetail/T010001"));
    cleanup();
    const again = open(floorsServer(), { centerfield: true });
    fireEvent.click(await screen.findByRole("button", { name: "지도에서 위치 보기" }));
    expect(again.currentPath()).toBe("/centerfield/tenantDetail/T010001?map=Y");
  });
});
