// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { fakeServer, json, pageInfo } from "./board.fixture.ts";
import FaqListScreen from "./faq-list.screen.tsx";

afterEach(cleanup);

const CODES = [
  { cateSeq: 0, cateNmKo: "전체", cateNmEn: "All" },
  { cateSeq: 1, cateNmKo: "주차/교통", cateNmEn: "Parking/Transport" },
  { cateSeq: 2, cateNmKo: "시설 안내", cateNmEn: "Facility info" },
];

/** FAQs: `perCategory` in categories 1 and 2, the answer of each with a script a sanitizer must drop. */
function faqServer(perCategory = 3) {
  const all = [1, 2].flatMap((cate) =>
    Array.from({ length: perCategory }, (_, i) => ({
      faqSeq: cate * 100 + i + 1,
      cateSeq: cate,
      cateNmKo: CODES[cate]!.cateNmKo,
      faqTitlKo: `${cate === 1 ? "주차" : "시설"} 질문 ${i + 1}`,
      faqContKo: `<p>${cate === 1 ? "주차" : "시설"} 답변 ${i + 1}</p><script>window.__faqRan = true</script>`,
    })),
  );
  return fakeServer((path, p) => {
    if (!path.endsWith("/service/faq.do")) return json({ message: "not here" }, 404);
    const cate = Number(p.get("cateSeq") ?? 0);
    const kw = p.get("searchKeyword") ?? "";
    const rows = all.filter((f) => (cate === 0 || f.cateSeq === cate) && (kw === "" || f.faqTitlKo.includes(kw) || f.faqContKo.includes(kw)));
    const page = Number(p.get("pageIndex"));
    return json({ message: "success", codeList: CODES, faqList: rows.slice((page - 1) * 10, page * 10), paginationInfo: pageInfo(page, rows.length) });
  });
}

function open(s: ReturnType<typeof faqServer>, { mall = "hanam", locale = "ko" as "ko" | "en", search = "" } = {}) {
  const path = mall === "centerfield" ? "faq" : "store/service/faq";
  return renderScreen(FaqListScreen, {
    route: { screen: "faqList", path },
    props: { variant: mall === "centerfield" ? "centerfield" : "standard" },
    mall,
    locale,
    path: `/${mall}/${path}${search}`,
    fetch: s.fetch,
  });
}

const question = (name: RegExp | string) => screen.getByRole("button", { name });

describe("FaqListScreen", () => {
  it("shows the answer's categories as tabs and every question; a question opens to its sanitized answer and closes again", async () => {
    const s = faqServer();
    open(s);
    await screen.findByText("주차 질문 1");
    // The tabs' call and the list's first page are the same call: one request.
    expect(s.calls("/service/faq.do")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "자주 묻는 질문" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["전체", "주차/교통", "시설 안내"]);
    expect(screen.getByRole("tab", { name: "전체" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("button", { name: /질문 \d/ })).toHaveLength(6);
    const q = question(/주차 질문 2/);
    expect(q.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("주차 답변 2")).toBeNull();
    fireEvent.click(q);
    expect(q.getAttribute("aria-expanded")).toBe("true");
    const answer = await screen.findByText("주차 답변 2");
    expect(document.getElementById(q.getAttribute("aria-controls") ?? "")?.contains(answer)).toBe(true);
    expect(document.querySelector("script")).toBeNull();
    expect((window as { __faqRan?: boolean }).__faqRan).toBeUndefined();
    fireEvent.click(q);
    expect(q.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("주차 답변 2")).toBeNull();
  });

  it("a tab asks for its category, keeps it in the URL and shows only its questions", async () => {
    const s = faqServer();
    const view = open(s);
    await screen.findByText("주차 질문 1");
    fireEvent.click(screen.getByRole("tab", { name: "시설 안내" }));
    await waitFor(() => expect(screen.queryByText("주차 질문 1")).toBeNull());
    expect(screen.getByText("시설 질문 1")).toBeTruthy();
    expect(view.currentPath()).toBe("/hanam/store/service/faq?cate=2");
    expect(s.calls("/service/faq.do").at(-1)?.get("cateSeq")).toBe("2");
    fireEvent.click(screen.getByRole("tab", { name: "전체" }));
    await screen.findByText("주차 질문 1");
    expect(view.currentPath()).toBe("/hanam/store/service/faq");
  });

  it("opens on the URL's category; a category the answer does not list reads as all", async () => {
    const s = faqServer();
    open(s, { search: "?cate=1" });
    await screen.findByText("주차 질문 1");
    expect(screen.getByRole("tab", { name: "주차/교통" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByText("시설 질문 1")).toBeNull();
    cleanup();
    const other = faqServer();
    open(other, { search: "?cate=7" });
    await screen.findByText("시설 질문 1");
    expect(screen.getByRole("tab", { name: "전체" }).getAttribute("aria-selected")).toBe("true");
    expect(other.calls("/service/faq.do").every((p) => !p.has("cateSeq"))).toBe(true);
  });

  it("searches the questions and answers within the tab, says how many it found, and says so when nothing matches", async () => {
    const s = faqServer();
    const view = open(s);
    await screen.findByText("주차 질문 1");
    const search = within(screen.getByRole("search", { name: "자주 묻는 질문 검색" }));
    fireEvent.change(search.getByRole("searchbox", { name: "자주 묻는 질문 검색" }), { target: { value: " 시설 " } });
    fireEvent.click(search.getByRole("button", { name: "검색" }));
    await waitFor(() => expect(screen.queryByText("주차 질문 1")).toBeNull());
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "‘시설’ 검색 결과 3건");
    expect(view.currentPath()).toBe("/hanam/store/service/faq?q=%EC%8B%9C%EC%84%A4");
    expect(s.calls("/service/faq.do").at(-1)?.get("searchKeyword")).toBe("시설");

    fireEvent.change(search.getByRole("searchbox"), { target: { value: "없는말" } });
    fireEvent.click(search.getByRole("button", { name: "검색" }));
    expect(await screen.findByText("‘없는말’에 대한 검색 결과가 없습니다.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "전체 보기" }));
    await screen.findByText("주차 질문 1");
    expect(view.currentPath()).toBe("/hanam/store/service/faq");
    expect((search.getByRole("searchbox") as HTMLInputElement).value).toBe("");

    // Within a tab: both go to the server.
    fireEvent.click(screen.getByRole("tab", { name: "주차/교통" }));
    fireEvent.change(search.getByRole("searchbox"), { target: { value: "질문 2" } });
    fireEvent.click(search.getByRole("button", { name: "검색" }));
    await waitFor(() => expect(screen.getAllByRole("button", { name: /질문 \d/ }).map((b) => b.textContent)).toEqual(["주차 질문 2 주차/교통"]));
    expect(Object.fromEntries(s.calls("/service/faq.do").at(-1) ?? [])).toEqual({ pageIndex: "1", cateSeq: "1", searchKeyword: "질문 2" });
  });

  it("says so when there are no questions at all", async () => {
    open(faqServer(0));
    expect(await screen.findByText("등록된 자주 묻는 질문이 없습니다.")).toBeTruthy();
  });

  it("pages with more: the next ten questions follow", async () => {
    const s = faqServer(8);
    open(s);
    await screen.findByText("주차 질문 1");
    expect(screen.getAllByRole("button", { name: /질문 \d/ })).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await screen.findByText("시설 질문 8");
    expect(screen.getAllByRole("button", { name: /질문 \d/ })).toHaveLength(16);
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
  });

  it("in English: the categories' English names, the questions marked Korean and said to be Korean only", async () => {
    open(faqServer(), { mall: "centerfield", locale: "en" });
    await screen.findByText("주차 질문 1");
    expect(screen.getByRole("heading", { level: 1, name: "FAQ" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["All", "Parking/Transport", "Facility info"]);
    expect(screen.getByText("Questions and answers are available in Korean only.")).toBeTruthy();
    expect(screen.getByText("주차 질문 1").closest("[lang]")?.getAttribute("lang")).toBe("ko");
    expect(within(question(/주차 질문 1/)).getByText("Parking/Transport")).toBeTruthy();
  });
});
