// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FloorInfoQuery } from "../../schemas/screens/query-stores.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import FloorInfoScreen from "./floor-info.screen.tsx";
import { floorsServer } from "./floors.fixture.ts";

afterEach(cleanup);

interface OpenOptions {
  mall?: string;
  variant?: "standard" | "centerfield" | "suwon" | "granseoul";
  query?: FloorInfoQuery;
  params?: Record<string, string>;
  path?: string;
}

function open(s: ReturnType<typeof floorsServer>, { mall = "hanam", variant = "standard", query = {}, params = {}, path }: OpenOptions = {}) {
  return renderScreen(FloorInfoScreen, {
    route: { screen: "floorInfo", path: "tenant/floorInfo" },
    props: { variant },
    query,
    params,
    mall,
    path: path ?? `/${mall}/tenant/floorInfo`,
    fetch: s.fetch,
  });
}

describe("FloorInfoScreen", () => {
  it("shows floor tabs lowest first, 1F by default, its map with a pin per store and its store list", async () => {
    const s = floorsServer();
    open(s);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["B1", "1F", "2F"]);
    expect(screen.getByRole("tab", { name: "1F" }).getAttribute("aria-selected")).toBe("true");
    const map = await screen.findByRole("group", { name: "1F 층 지도" });
    expect(within(map).getByRole("button", { name: "매장 1" })).toBeTruthy();
    expect(within(map).getByRole("button", { name: "매장 2" })).toBeTruthy();
    expect(within(map).queryByRole("button", { name: "지하 카페" })).toBeNull();
    expect(screen.getByRole("heading", { name: /1F 매장/ }).textContent).toContain("매장 2곳");
    expect(screen.getByRole("link", { name: /매장 1/ }).getAttribute("href")).toBe("/hanam/tenant/tenantDetail/T010001");
    // Unknown hours are not "closed".
    expect(screen.getByText("영업시간은 매장에 문의해 주세요")).toBeTruthy();
    expect(s.seen.some((r) => r.url.includes("floorInfo.do") && r.url.includes("fl=1F") && r.url.includes("result_tnt_cnt=100"))).toBe(true);
  });

  it("a pin opens the store's page (standard)", async () => {
    const r = open(floorsServer());
    fireEvent.click(await screen.findByRole("button", { name: "매장 2" }));
    expect(r.currentPath()).toBe("/hanam/tenant/tenantDetail/T010002");
  });

  it("the fl query picks the floor; choosing a tab keeps it in the URL", async () => {
    const r = open(floorsServer(), { query: { fl: "B1" } });
    expect(await screen.findByRole("group", { name: "B1 층 지도" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "2F" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/tenant/floorInfo?fl=2F"));
  });

  it("Centerfield floor/{id} selects the floor; a tab goes to that floor's address; a pin to tenantDetail", async () => {
    const r = open(floorsServer(), { mall: "centerfield", variant: "centerfield", params: { floor: "f2" }, path: "/centerfield/floor/f2" });
    expect(await screen.findByRole("group", { name: "2F 층 지도" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "매장 4" }));
    expect(r.currentPath()).toBe("/centerfield/tenantDetail/T010004");
  });

  it("Suwon: a pin opens the popup address (floorInfo/:tnId) keeping the floor; :tnId shows the popup, closing returns", async () => {
    const r = open(floorsServer(), { mall: "suwon", variant: "suwon" });
    fireEvent.click(await screen.findByRole("button", { name: "매장 1" }));
    expect(r.currentPath()).toBe("/suwon/tenant/floorInfo/T010001?fl=1F");
    cleanup();
    const again = open(floorsServer(), { mall: "suwon", variant: "suwon", params: { tnId: "T010001" }, path: "/suwon/tenant/floorInfo/T010001" });
    const dialog = await screen.findByRole("dialog", { name: "매장 1" });
    expect(within(dialog).getByRole("link", { name: "전화 031-8072-1234" }).getAttribute("href")).toBe("tel:03180721234");
    expect(within(dialog).getByRole("img", { name: "매장 1 (선택한 매장)" })).toBeTruthy();
    // Suwon has no store page: no link to one.
    expect(within(dialog).queryByRole("link", { name: "매장 상세 보기" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(again.currentPath()).toBe("/suwon/tenant/floorInfo"));
  });

  it("Granseoul: the tnId query opens the popup; an unknown store says so", async () => {
    open(floorsServer(), { mall: "granseoul", variant: "granseoul", query: { tnId: "T019999" } });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("매장을 찾을 수 없습니다.")).toBeTruthy();
  });

  it("showMap opens the large map (720 by 720 base) with the floor's pins; closing removes it", async () => {
    const r = open(floorsServer(), { query: { showMap: "show", fl: "1F" }, path: "/hanam/tenant/floorInfo?showMap=show&fl=1F" });
    const dialog = await screen.findByRole("dialog", { name: "1F 지도" });
    const content = within(dialog).getByTestId("floor-map-content");
    expect(content.style.width).toBe("720px");
    expect(content.style.height).toBe("720px");
    expect(await within(dialog).findByRole("img", { name: "매장 1" })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/tenant/floorInfo?fl=1F"));
  });

  it("the large-map button adds showMap to the address", async () => {
    const r = open(floorsServer());
    fireEvent.click(await screen.findByRole("button", { name: "지도 크게 보기" }));
    expect(r.currentPath()).toBe("/hanam/tenant/floorInfo?showMap=show");
  });
});
