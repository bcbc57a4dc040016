// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { receiptRow } from "./receipt-row.fixture.ts";
import ReceiptsScreen from "./receipts.screen.tsx";

afterEach(cleanup);

const MEMBER = { status: "member" as const, custId: "M0000001" };

/** The list call, scripted: `pages` pages of rows; `answers` overrides by call number (1-based). */
function server(pages: number, answers: Record<number, () => Response> = {}) {
  const lists: Record<string, string>[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(String(input), "http://localhost");
    if (!url.pathname.endsWith("/billLists.do")) return json({ message: "not found" }, 404);
    lists.push(Object.fromEntries(url.searchParams));
    const scripted = answers[lists.length];
    if (scripted) return scripted();
    const page = Number(url.searchParams.get("pageIndex"));
    const rows = Array.from({ length: 10 }, (_, i) => receiptRow({ tnt_nm_ko: `매장 ${page}-${i}`, tranNo: `${page}0${i}` }));
    return json({
      message: "success",
      resultList: rows,
      paginationInfo: { currentPageNo: page, recordCountPerPage: 10, totalRecordCount: pages * 10, totalPageCount: pages },
    });
  };
  return { fetch: fetchImpl, lists };
}

const open = (s: ReturnType<typeof server>, path = "/hanam/mobileReceipt") =>
  renderScreen(ReceiptsScreen, {
    route: { screen: "receipts", path: "mobileReceipt" },
    props: { variant: "standard" },
    mall: "hanam",
    path,
    fetch: s.fetch,
    session: MEMBER,
  });

describe("ReceiptsScreen filters in the URL", () => {
  it("writes the mall, the month and the box into the query, and leaves defaults out", async () => {
    const s = server(1);
    const view = open(s);
    await screen.findByText("매장 1-0");
    expect(view.currentPath()).toBe("/hanam/mobileReceipt");
    fireEvent.change(screen.getByLabelText("조회 기간"), { target: { value: "202404" } });
    fireEvent.click(await screen.findByRole("checkbox", { name: "해외 명품 브랜드만 보기" }));
    await waitFor(() => expect(new URLSearchParams(view.currentPath().split("?")[1]).get("sclass")).toBe("Y"));
    expect(new URLSearchParams(view.currentPath().split("?")[1]).get("month")).toBe("202404");
    fireEvent.change(screen.getByLabelText("지점"), { target: { value: "" } });
    await waitFor(() => expect(new URLSearchParams(view.currentPath().split("?")[1]).get("mall")).toBe("all"));
    fireEvent.change(screen.getByLabelText("지점"), { target: { value: "01" } });
    await waitFor(() => expect(new URLSearchParams(view.currentPath().split("?")[1]).has("mall")).toBe(false));
  });

  it("opens (a reload, back) with the filters of the URL and lists them", async () => {
    const s = server(1);
    open(s, "/hanam/mobileReceipt?mall=01&month=202404&sclass=Y");
    await screen.findByText("매장 1-0");
    expect(s.lists[0]).toMatchObject({ startDate: "20240401", endDate: "20240431", sclassyn: "Y", bcnCd: "01", pageIndex: "1" });
    expect((screen.getByLabelText("조회 기간") as HTMLSelectElement).value).toBe("202404");
    expect((screen.getByRole("checkbox", { name: "해외 명품 브랜드만 보기" }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    const every = server(1);
    open(every, "/hanam/mobileReceipt?mall=all");
    await screen.findByText("매장 1-0");
    expect(every.lists[0]).toMatchObject({ bcnCd: "" });
    expect((screen.getByLabelText("지점") as HTMLSelectElement).value).toBe("");
  });

  it("falls back to the page's mall and the whole window for values it does not list", async () => {
    const s = server(1);
    open(s, "/hanam/mobileReceipt?mall=99&month=199901");
    await screen.findByText("매장 1-0");
    expect(s.lists[0]).toMatchObject({ bcnCd: "01", startDate: "20240215", endDate: "20240515" });
  });

  it("keeps the rows after a failed more and its retry loads that page", async () => {
    // The client tries a failed GET once more: calls 2 and 3 fail page 2.
    const down = () => json({ message: "error" }, 500);
    const s = server(2, { 2: down, 3: down });
    open(s);
    await screen.findByText("매장 1-0");
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText("매장 1-9")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "다시 불러오기" }));
    expect(await screen.findByText("매장 2-0")).toBeTruthy();
    expect(s.lists.map((q) => q.pageIndex)).toEqual(["1", "2", "2", "2"]);
  });
});
