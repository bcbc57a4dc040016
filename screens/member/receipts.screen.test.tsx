// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import type { ReceiptRow } from "../../schemas/api/receipts.ts";
import { receiptRow } from "./receipt-row.fixture.ts";
import { RECEIPT_CLEAR_MS } from "./receipt-detail-dialog.tsx";
import ReceiptsScreen from "./receipts.screen.tsx";

afterEach(cleanup);

const MEMBER = { status: "member" as const, custId: "M0000001" };
const rowsOf = (page: number, n: number): ReceiptRow[] =>
  Array.from({ length: n }, (_, i) => receiptRow({ tnt_nm_ko: `매장 ${page}-${i}`, tranNo: `${page}0${i}` }));
const pageAnswer = (rows: ReceiptRow[], page: number, totalPageCount: number) =>
  json({
    message: "success",
    resultList: rows,
    paginationInfo: { currentPageNo: page, recordCountPerPage: 10, totalRecordCount: totalPageCount * 10, totalPageCount },
  });
// A function: a Response's body can be read once.
const detailAnswer = () =>
  json({ message: "success", mbr006Vo: { ...receiptRow(), jnData: "스타필드 하남\n메가박스   24,000", barCode: "202611200110010001000123" } });

/** The reference server's receipt calls, scripted: `pages` answers of the list, then the detail. */
function server(pages: number, opts: { failList?: boolean; failDetail?: boolean } = {}) {
  const seen: SeenRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const req: SeenRequest = { url: String(input), method: init?.method ?? "GET", credentials: init?.credentials, contentType: null, body: null };
    seen.push(req);
    const url = new URL(req.url, "http://localhost");
    if (url.pathname.endsWith("/billLists.do")) {
      if (opts.failList) return json({ message: "error" }, 500);
      const page = Number(url.searchParams.get("pageIndex"));
      return pageAnswer(rowsOf(page, page < pages ? 10 : 3), page, pages);
    }
    if (url.pathname.endsWith("/billDetail.do")) return opts.failDetail ? json({ message: "fail" }) : detailAnswer();
    return json({ message: "not found" }, 404);
  };
  const lists = () => seen.filter((r) => r.url.includes("billLists.do")).map((r) => Object.fromEntries(new URL(r.url, "http://localhost").searchParams));
  return { fetch: fetchImpl, seen, lists };
}

const open = (s: ReturnType<typeof server>, mall = "hanam", variant: "standard" | "centerfield" = "standard") =>
  renderScreen(ReceiptsScreen, {
    route: { screen: "receipts", path: "mobileReceipt" },
    props: { variant },
    mall,
    path: `/${mall}/mobileReceipt`,
    fetch: s.fetch,
    session: MEMBER,
  });

describe("ReceiptsScreen", () => {
  it("lists page 1 with branch, dotted date, tenant and amount; the call carries exactly the spec's fields", async () => {
    const s = server(2);
    open(s);
    expect(await screen.findByText("매장 1-0")).toBeTruthy();
    expect(screen.getAllByText("스타필드 하남 · 2026.11.20")).toHaveLength(10);
    expect(screen.getAllByText("24,000원")).toHaveLength(10);
    // The fixed clock is 2024-05-15, noon in Seoul: all = the 90 days before through today.
    expect(s.lists()).toEqual([{ custid: "M0000001", startDate: "20240215", endDate: "20240515", sclassyn: "N", pageIndex: "1", bcnCd: "01" }]);
  });

  it("appends pages with more until the last, and a double tap loads one page", async () => {
    const s = server(3);
    open(s);
    await screen.findByText("매장 1-0");
    const more = screen.getByRole("button", { name: "더보기" });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(await screen.findByText("매장 2-0")).toBeTruthy();
    expect(s.lists().map((q) => q.pageIndex)).toEqual(["1", "2"]);
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    expect(await screen.findByText("매장 3-2")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "영수증 목록" })).getAllByRole("listitem")).toHaveLength(23);
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
  });

  it("reloads from page 1 for another month, another mall and hanam's box", async () => {
    const s = server(2);
    open(s);
    await screen.findByText("매장 1-0");
    fireEvent.change(screen.getByLabelText("조회 기간"), { target: { value: "202404" } });
    await waitFor(() => expect(s.lists()).toHaveLength(2));
    expect(s.lists()[1]).toMatchObject({ startDate: "20240401", endDate: "20240431", pageIndex: "1" });
    fireEvent.click(await screen.findByRole("checkbox", { name: "해외 명품 브랜드만 보기" }));
    await waitFor(() => expect(s.lists()).toHaveLength(3));
    expect(s.lists()[2]).toMatchObject({ sclassyn: "Y", bcnCd: "01" });
    fireEvent.change(screen.getByLabelText("지점"), { target: { value: "02" } });
    await waitFor(() => expect(s.lists()).toHaveLength(4));
    // The box is hanam's: for coexmall's receipts it is gone and the flag is N.
    expect(s.lists()[3]).toMatchObject({ sclassyn: "N", bcnCd: "02", pageIndex: "1" });
    expect(screen.queryByRole("checkbox", { name: "해외 명품 브랜드만 보기" })).toBeNull();
  });

  it("lists the months: all, this month and the 3 before it", async () => {
    open(server(1));
    const options = within(await screen.findByLabelText("조회 기간"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["전체 (최근 90일)", "2024년 5월", "2024년 4월", "2024년 3월", "2024년 2월"]);
  });

  it("has no box outside hanam", async () => {
    open(server(1), "goyang");
    await screen.findByText("매장 1-0");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("shows the spec's empty text for a failed list", async () => {
    open(server(1, { failList: true }));
    expect(await screen.findByText("최근 구매내역 및 영수증이 없습니다.")).toBeTruthy();
  });

  it("opens the receipt once its detail has loaded, closes on Escape and gives focus back to the row", async () => {
    const s = server(1);
    open(s);
    const row = (await screen.findByText("매장 1-0")).closest("button")!;
    row.focus();
    fireEvent.click(row);
    const dialog = await screen.findByRole("dialog", { name: "영수증" });
    expect(within(dialog).getByLabelText("영수증 내용").textContent).toBe("스타필드 하남\n메가박스   24,000");
    const detail = Object.fromEntries(new URL(s.seen.find((r) => r.url.includes("billDetail"))!.url, "http://localhost").searchParams);
    expect(detail).toEqual({ custid: "M0000001", saleDt: "20261120", tntCd: "T1001", posNo: "0001", tranNo: "100" });
    // Focus moves into the dialog (an effect after it shows; later under load), then Escape closes it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(row);
  });

  it("opens nothing for a failed detail, and the row tapped again once it failed asks again", async () => {
    const s = server(1, { failDetail: true });
    const calls = () => s.seen.filter((r) => r.url.includes("billDetail")).length;
    open(s);
    const row = (await screen.findByText("매장 1-1")).closest("button")!;
    fireEvent.click(row);
    await waitFor(() => expect(calls()).toBe(1));
    // A tap while the failed call is still being handled shares it; the first tap after asks again.
    // Nothing on screen tells the two apart, so the row is tapped until a second call goes out.
    for (let taps = 0; taps < 200; taps++) {
      await act(async () => new Promise((r) => setTimeout(r, 10)));
      if (calls() > 1) break;
      expect(screen.queryByRole("dialog")).toBeNull();
      fireEvent.click(row);
    }
    expect(calls()).toBe(2);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("hides at once on confirm; the row tapped again, before or after the 300 ms it keeps the receipt, opens it again", async () => {
    const wait = (ms: number) => act(async () => new Promise((r) => setTimeout(r, ms)));
    open(server(1));
    const row = () => screen.getByText("매장 1-0").closest("button")!;
    fireEvent.click((await screen.findByText("매장 1-0")).closest("button")!);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "영수증" })).getByRole("button", { name: "확인" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await wait(RECEIPT_CLEAR_MS - 150);
    fireEvent.click(row());
    fireEvent.click(within(await screen.findByRole("dialog", { name: "영수증" })).getByRole("button", { name: "확인" }));
    await wait(RECEIPT_CLEAR_MS + 50);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(row());
    expect(await screen.findByRole("dialog", { name: "영수증" })).toBeTruthy();
  });

  it("links each row to its own page on Centerfield", async () => {
    open(server(1), "centerfield", "centerfield");
    const link = (await screen.findByText("매장 1-0")).closest("a")!;
    expect(link.getAttribute("href")).toBe("/centerfield/treceiptDetail/20261120-T1001-0001-100");
  });
});
