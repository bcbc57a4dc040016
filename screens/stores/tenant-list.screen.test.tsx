// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeFetch, json, never, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import TenantListScreen from "./tenant-list.screen.tsx";

afterEach(cleanup);
// The store popup and the filter sheet are lazy chunks. Loaded once before the tests, so that whichever
// test opens one first does not spend its wait on the cold import: "tnId opens…" failed when it ran
// first (alone, or first in a shuffled order) and passed after the other tests.
beforeAll(() => Promise.all([import("./store-popup.tsx"), import("./directory-filter-sheet.tsx")]));

const store = (n: number, over: Record<string, unknown> = {}) => ({
  tnt_seq: `T01${String(n).padStart(4, "0")}`,
  tnt_nm_ko: `매장 ${n}`,
  tnt_nm_en: `STORE ${n}`,
  fl: "1F",
  img_logo_uri: "/l.svg",
  img_mobi_logo_uri: "/m.svg",
  tnt_tels: "031-8072-1000",
  mama_cate_seq: 1,
  mama_cate_nm: "패션",
  cate_seq: 11,
  cate_nm: "여성 패션",
  opn_hr: "10:00~22:00",
  have_evt: "N",
  have_cpn: "N",
  xctnCord: 10,
  yctnCord: 10,
  ...over,
});

const cateList = [
  { mama_cate_seq: 1, mama_cate_nm: "패션", mama_cate_nm_en: "Fashion", subCateList: [{ cate_seq: 11, cate_nm: "여성 패션", cate_nm_en: "Women's" }] },
  { mama_cate_seq: 2, mama_cate_nm: "식음", mama_cate_nm_en: "Food", subCateList: [] },
];
const bnftList = [{ seq: 1, nm: "주차 할인", nmEn: "Parking discount" }];
const thmList = [{ seq: 3, nm: "데이트", nmEn: "Date" }];

/** categoryInfo over 45 stores: the category filter and have_evt apply; 20 a page. */
function server(req: SeenRequest) {
  const q = new URL(req.url, "http://l").searchParams;
  if (req.url.includes("/tenantMap.do")) {
    const t = store(Number(q.get("tntSeq")!.slice(3)));
    return json({ message: "success", tenantMap: { fl: "1F", mobFloorUri: "/f.svg", xctnCord: 10, yctnCord: 10 }, resultTenant: t, resultMtc: [] });
  }
  let all = Array.from({ length: 45 }, (_, i) => store(i + 1, i % 9 === 0 ? { have_evt: "Y", mama_cate_seq: 2 } : {}));
  if (q.get("mama_cate_seq")) all = all.filter((s) => String(s.mama_cate_seq) === q.get("mama_cate_seq"));
  if (q.get("have_evt") === "Y") all = all.filter((s) => s.have_evt === "Y");
  if (q.get("thm_array") === "3") all = [];
  const size = Number(q.get("result_tnt_cnt") ?? 20);
  const page = Number(q.get("pageIndex") ?? 1);
  const rows = all.slice((page - 1) * size, page * size);
  return json({
    message: "success",
    cateList,
    bnftList,
    thmList,
    tntList: rows,
    paginationInfo: { currentPageNo: page, recordCountPerPage: size, totalRecordCount: all.length, totalPageCount: Math.ceil(all.length / size) },
  });
}

function open(qs = "", mall = "hanam", variant: "standard" | "suwon" = "standard", answer: Parameters<typeof fakeFetch>[0] = server) {
  const f = fakeFetch(answer);
  const base = variant === "suwon" ? `/${mall}/tenant/categoryInfo` : `/${mall}/tenant`;
  const r = renderScreen(TenantListScreen, {
    route: { screen: "tenantList", path: variant === "suwon" ? "tenant/categoryInfo" : "tenant" },
    props: { variant },
    mall,
    path: `${base}${qs ? `?${qs}` : ""}`,
    fetch: f.fetch,
  });
  return { ...r, seen: f.seen };
}

/** The directory's category and filter options call (one row asked for). */
const isOptionsCall = (req: SeenRequest) => new URL(req.url, "http://l").searchParams.get("result_tnt_cnt") === "1";

const listCalls = (seen: SeenRequest[]) => seen.filter((r) => new URL(r.url, "http://l").searchParams.get("result_tnt_cnt") === "20");

describe("store directory", () => {
  it("lists the stores with the count, linked to their pages, paged with more", async () => {
    const r = open();
    const list = await screen.findByRole("region", { name: "매장 목록" });
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(20));
    expect(screen.getByText("매장 45곳")).toBeTruthy();
    expect(
      within(list)
        .getByRole("link", { name: /^매장 2\b/ })
        .getAttribute("href"),
    ).toBe("/hanam/tenant/tenantDetail/T010002");
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(40));
    expect(listCalls(r.seen).map((c) => new URL(c.url, "http://l").searchParams.get("pageIndex"))).toEqual(["1", "2"]);
  });

  it("the category row keeps its place while the categories load, so the list does not move when they arrive", async () => {
    let answerOptions: () => void = () => {};
    const optionsHeld = new Promise<void>((resolve) => (answerOptions = resolve));
    open("", "hanam", "standard", async (req) => {
      if (isOptionsCall(req)) await optionsHeld;
      return server(req);
    });
    const list = await screen.findByRole("region", { name: "매장 목록" });
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(20));
    // The list is in, the categories are not: the row shows "all stores" alone, checked.
    const categories = screen.getByRole("group", { name: "카테고리" });
    expect(within(categories).getAllByRole("radio")).toHaveLength(1);
    expect((within(categories).getByRole("radio", { name: "전체" }) as HTMLInputElement).checked).toBe(true);
    answerOptions();
    expect(await within(categories).findByRole("radio", { name: "식음" })).toBeTruthy();
    cleanup();
    // A category asked for by the URL: nothing is checked until the categories name it.
    open("cate=2", "hanam", "standard", (req, signal) => (isOptionsCall(req) ? never(req, signal) : server(req)));
    await waitFor(() => expect(screen.getByText("매장 5곳")).toBeTruthy());
    expect((screen.getByRole("radio", { name: "전체" }) as HTMLInputElement).checked).toBe(false);
  });

  it("a category choice goes to the URL; the URL's category filters the call", async () => {
    const r = open();
    fireEvent.click(await screen.findByRole("radio", { name: "식음" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/tenant?cate=2"));
    cleanup();
    const again = open("cate=2");
    await waitFor(() => expect(screen.getByText("매장 5곳")).toBeTruthy());
    expect((screen.getByRole("radio", { name: "식음" }) as HTMLInputElement).checked).toBe(true);
    expect(new URL(listCalls(again.seen)[0]!.url, "http://l").searchParams.get("mama_cate_seq")).toBe("2");
  });

  it("sub-categories show under their category", async () => {
    open("cate=1");
    const group = await screen.findByRole("group", { name: "패션 세부 카테고리" });
    expect(within(group).getByRole("radio", { name: "패션 전체" })).toBeTruthy();
    expect(within(group).getByRole("radio", { name: "여성 패션" })).toBeTruthy();
  });

  it("the filter sheet applies its draft to the URL in one go", async () => {
    const r = open();
    fireEvent.click(await screen.findByRole("button", { name: "필터" }));
    const sheet = await screen.findByRole("dialog", { name: "매장 필터" });
    fireEvent.click(within(sheet).getByRole("checkbox", { name: "주차 할인" }));
    fireEvent.click(within(sheet).getByRole("checkbox", { name: "이벤트 진행 중" }));
    fireEvent.click(within(sheet).getByRole("radio", { name: "최근 입점순" }));
    // Nothing applies before the apply button.
    expect(r.currentPath()).toBe("/hanam/tenant");
    fireEvent.click(within(sheet).getByRole("button", { name: "적용하기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(r.currentPath()).toBe("/hanam/tenant?bnft=1&evt=Y&order=new");
  });

  it("the filters of the URL are sent, counted on the button, and reset in the sheet", async () => {
    const r = open("evt=Y&gndr=F&order=new");
    await waitFor(() => expect(screen.getByText("매장 5곳")).toBeTruthy());
    const q = new URL(listCalls(r.seen)[0]!.url, "http://l").searchParams;
    expect([q.get("have_evt"), q.get("gndr_array"), q.get("tntListRegDttmOrder")]).toEqual(["Y", "F", "Y"]);
    fireEvent.click(screen.getByRole("button", { name: "필터 열기, 2개 적용됨" }));
    const sheet = await screen.findByRole("dialog", { name: "매장 필터" });
    expect((within(sheet).getByRole("checkbox", { name: "여성" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(sheet).getByRole("button", { name: "초기화" }));
    fireEvent.click(within(sheet).getByRole("button", { name: "적용하기" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/tenant"));
  });

  it("says when no store matches, with a way to reset", async () => {
    const r = open("thm=3");
    expect(await screen.findByText("조건에 맞는 매장이 없습니다.")).toBeTruthy();
    expect(screen.getByText("매장 0곳")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "필터 초기화" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/tenant"));
  });

  it("tnId opens that store's popup over the list; closing it leaves the list", async () => {
    const r = open("cate=1&tnId=T010007");
    const popup = await screen.findByRole("dialog", { name: "매장 7" });
    expect(
      within(popup)
        .getByRole("link", { name: /031-8072-1000/ })
        .getAttribute("href"),
    ).toBe("tel:03180721000");
    fireEvent.click(within(popup).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(r.currentPath()).toBe("/hanam/tenant?cate=1"));
  });

  it("Suwon's directory opens a store on the floor guide (its popup), in English where allowed", async () => {
    open("", "suwon", "suwon");
    const list = await screen.findByRole("region", { name: "매장 목록" });
    await waitFor(() => expect(within(list).getAllByRole("link").length).toBeGreaterThan(0));
    expect(within(list).getAllByRole("link")[0]!.getAttribute("href")).toBe("/suwon/tenant/floorInfo/T010001");
  });
});
