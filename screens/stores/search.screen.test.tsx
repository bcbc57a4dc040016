// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { recentKey } from "./search-actors.ts";
import SearchScreen from "./search.screen.tsx";
import { searchServer, type SearchServerOptions } from "./search.fixture.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => localStorage.clear());

function open(o: SearchServerOptions = {}, mall = "hanam") {
  const s = searchServer(o);
  const r = renderScreen(SearchScreen, { route: { screen: "search", path: "search" }, mall, path: `/${mall}/search`, fetch: s.fetch });
  return { s, ...r };
}

const field = () => screen.getByRole("combobox", { name: "검색어" });
async function search(keyword: string) {
  fireEvent.change(field(), { target: { value: keyword } });
  fireEvent.click(screen.getByRole("button", { name: "검색" }));
}
const group = (name: string) => screen.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) }).closest("section")!;

describe("SearchScreen", () => {
  it("opens with the recommended keywords (멤버십할인 shown as 우수고객할인), hot places and no recent keywords", async () => {
    open();
    expect(screen.getByRole("heading", { level: 1, name: "검색" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "우수고객할인" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "멤버십할인" })).toBeNull();
    expect(screen.getByRole("button", { name: "신규오픈" })).toBeTruthy();
    const hot = screen.getByRole("heading", { name: "핫플레이스" }).closest("section")!;
    expect(
      within(hot)
        .getByRole("link", { name: /1위\s*살롱 드 하루/ })
        .getAttribute("href"),
    ).toBe("/hanam/tenant/tenantDetail/T010032");
    expect(screen.getByText("최근 검색어가 없습니다.")).toBeTruthy();
    expect(field().getAttribute("value")).toBe("");
  });

  it("the member-discount keyword searches the server's word", async () => {
    const { s } = open({ stores: 1 });
    fireEvent.click(await screen.findByRole("button", { name: "우수고객할인" }));
    await screen.findByRole("heading", { level: 2, name: /^매장/ });
    expect(s.calls("/search/totalSearch.do").map((c) => c.keyword)).toEqual(["멤버십할인"]);
  });

  it("an empty keyword gives the notice and makes no call", async () => {
    const { s } = open();
    await search("   ");
    expect((await screen.findByRole("alert")).textContent).toBe("검색어를 입력해 주세요.");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(s.calls("/search/totalSearch.do")).toEqual([]);
    expect(s.calls("/search/keyword.do")).toEqual([]);
  });

  it("shows 3 per group with more, the counts, and each result's page", async () => {
    const { s } = open({ stores: 5, events: 4, lectures: ["SLP01001", "SKP01002"], coupons: 1 });
    await search("살롱");
    expect(await screen.findByText("‘살롱’ 검색결과 12건")).toBeTruthy();
    expect(s.calls("/search/keyword.do").map((c) => c.keyword)).toEqual(["살롱"]);
    const stores = group("매장");
    expect(within(stores).getByText("5건")).toBeTruthy();
    expect(within(stores).getAllByRole("link")).toHaveLength(3);
    expect(within(stores).getAllByRole("link")[0]!.getAttribute("href")).toBe("/hanam/tenant/tenantDetail/T010001");
    expect(within(group("이벤트")).getAllByRole("link")).toHaveLength(3);
    expect(within(group("이벤트")).getAllByRole("link")[0]!.getAttribute("href")).toBe("/hanam/event/main/E010001");
    const lectures = within(group("강좌·공연")).getAllByRole("link");
    expect(lectures.map((a) => a.getAttribute("href"))).toEqual(["/hanam/tenant/fieldLibrary?lecture=SLP01001", "/hanam/tenant/fieldKids?lecture=SKP01002"]);
    expect(within(group("쿠폰")).getByRole("link").getAttribute("href")).toBe("/hanam/event/coupon/100");
    expect(within(group("쿠폰")).queryByRole("button", { name: /더보기/ })).toBeNull();

    fireEvent.click(within(stores).getByRole("button", { name: "매장 더보기" }));
    expect(within(group("매장")).getAllByRole("link")).toHaveLength(5);
    expect(document.activeElement).toBe(within(group("매장")).getAllByRole("link")[3]);
    expect(within(group("이벤트")).getAllByRole("link")).toHaveLength(3);
  });

  it("shows 10 when only one group has results, then all after more", async () => {
    open({ stores: 14 });
    await search("살롱");
    await screen.findByText("‘살롱’ 검색결과 14건");
    expect(within(group("매장")).getAllByRole("link")).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "매장 더보기" }));
    expect(within(group("매장")).getAllByRole("link")).toHaveLength(14);
  });

  it("says there are no results", async () => {
    open({});
    await search("zzzz");
    expect(await screen.findByRole("heading", { level: 2, name: "검색결과가 없습니다." })).toBeTruthy();
  });

  it("a failed search shows the error with retry", async () => {
    const { s } = open({ searchFails: true, events: 1 });
    await search("살롱");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("검색하지 못했습니다");
    s.recover();
    fireEvent.click(within(alert).getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByRole("heading", { level: 2, name: /^이벤트/ })).toBeTruthy();
  });

  it("keeps the recent keywords per mall, at most 5, most recent first, removable one by one and all", async () => {
    open({ stores: 1 });
    for (const k of ["a1", "a2", "a3", "a4", "a5", "a6", "a3"]) {
      await search(k);
      await screen.findByText(`‘${k}’ 검색결과 1건`);
    }
    expect(JSON.parse(localStorage.getItem(recentKey("01"))!)).toEqual(["a3", "a6", "a5", "a4", "a2"]);
    fireEvent.click(screen.getByRole("button", { name: "검색어 지우기" }));
    const recent = screen.getByRole("heading", { name: "최근 검색어" }).closest("section")!;
    expect(
      within(recent)
        .getAllByRole("button", { name: /^a\d$/ })
        .map((b) => b.textContent),
    ).toEqual(["a3", "a6", "a5", "a4", "a2"]);
    fireEvent.click(within(recent).getByRole("button", { name: "a6 삭제" }));
    expect(JSON.parse(localStorage.getItem(recentKey("01"))!)).toEqual(["a3", "a5", "a4", "a2"]);
    cleanup();
    // Another mall has its own list.
    open({}, "goyang");
    expect(await screen.findByText("최근 검색어가 없습니다.")).toBeTruthy();
    cleanup();
    open({});
    fireEvent.click(await screen.findByRole("button", { name: "전체 삭제" }));
    expect(screen.getByText("최근 검색어가 없습니다.")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(recentKey("01"))!)).toEqual([]);
  });

  it("a recent keyword searches again", async () => {
    localStorage.setItem(recentKey("01"), JSON.stringify(["주차", "카페"]));
    const { s } = open({ events: 1 });
    fireEvent.click(await screen.findByRole("button", { name: "카페" }));
    await screen.findByText("‘카페’ 검색결과 1건");
    expect(s.calls("/search/totalSearch.do").map((c) => c.keyword)).toEqual(["카페"]);
    expect(JSON.parse(localStorage.getItem(recentKey("01"))!)).toEqual(["카페", "주차"]);
  });

  it("asks autocomplete only 300 ms after the last keystroke, never for an empty field; a tap searches the store's name", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { s } = open({ stores: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.change(field(), { target: { value: "살" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    fireEvent.change(field(), { target: { value: "살롱" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(s.calls("/search/autocomplete.do")).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(s.calls("/search/autocomplete.do").map((c) => c.keyword)).toEqual(["살롱"]);
    const list = screen.getByRole("listbox", { name: "자동완성" });
    expect(field().getAttribute("aria-expanded")).toBe("true");
    // Arrow keys move through the list; Escape closes it.
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(field().getAttribute("aria-activedescendant")).toBe(within(list).getByRole("option", { name: /살롱 드 하루/ }).id);
    fireEvent.change(field(), { target: { value: "" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(s.calls("/search/autocomplete.do")).toHaveLength(1);
    expect(field().getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(field(), { target: { value: "살롱" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole("option", { name: /살롱 드 하루/ }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(s.calls("/search/totalSearch.do").map((c) => c.keyword)).toEqual(["살롱 드 하루"]);
  });
});
