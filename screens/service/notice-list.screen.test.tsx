// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { failure, fakeServer, json, pageInfo } from "./board.fixture.ts";
import NoticeListScreen from "./notice-list.screen.tsx";

afterEach(cleanup);

interface Options {
  count?: number;
  /** view.do's answer for a notice: "ok", or a failure status. */
  body?: (notiSeq: number, attempt: number) => "ok" | number;
}

/** `count` notices in each language (the first pinned), newest first; view.do answers each body with a script to drop. */
function noticeServer({ count = 3, body = () => "ok" }: Options = {}) {
  const attempts = new Map<number, number>();
  return fakeServer((path, p) => {
    const en = path.endsWith("/noticeEn.do");
    if (en || path.endsWith("/service/notice.do")) {
      const word = en ? "Notice" : "공지";
      const kw = p.get("searchKeyword") ?? "";
      const rows = Array.from({ length: count }, (_, i) => ({
        notiSeq: i + 1,
        notiTitl: `${word} ${i + 1}`,
        regDt: "2024-05-02",
        fixYn: i === 0 ? "Y" : "N",
      })).filter((n) => n.notiTitl.includes(kw));
      const page = Number(p.get("pageIndex"));
      return json({ message: "success", noticeList: rows.slice((page - 1) * 10, page * 10), paginationInfo: pageInfo(page, rows.length) });
    }
    if (path.endsWith("/service/view.do")) {
      const seq = Number(p.get("notiSeq"));
      const n = (attempts.get(seq) ?? 0) + 1;
      attempts.set(seq, n);
      const outcome = body(seq, n);
      if (outcome !== "ok") return failure(outcome, outcome === 404 ? "Notice not found" : "An error has occurred. Please try again later.");
      const notice = {
        notiSeq: seq,
        notiTitl: `공지 ${seq}`,
        regDt: "2024-05-02",
        fixYn: "N",
        notiCont: `<p>본문 ${seq}</p><script>window.__noticeRan = true</script>`,
        lan: "ko",
      };
      return json({ message: "success", notice, prevNotice: null, nextNotice: null });
    }
    return json({ message: "not here" }, 404);
  });
}

function open(s: ReturnType<typeof noticeServer>, { mall = "hanam", locale = "ko" as "ko" | "en" } = {}) {
  const path = mall === "centerfield" ? "notice" : "store/service/notice";
  return renderScreen(NoticeListScreen, {
    route: { screen: "noticeList", path },
    props: { variant: mall === "centerfield" ? "centerfield" : "standard" },
    mall,
    locale,
    path: `/${mall}/${path}`,
    fetch: s.fetch,
  });
}

describe("NoticeListScreen", () => {
  it("lists the notices, the pinned one badged, each linked to its page; more loads the next ten", async () => {
    const s = noticeServer({ count: 12 });
    open(s);
    await screen.findByText("공지 10");
    const first = screen.getByRole("link", { name: /공지 1 / });
    expect(first.getAttribute("href")).toBe("/hanam/store/service/notice/1");
    expect(within(first).getByText("고정")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /공지 2 / })).queryByText("고정")).toBeNull();
    expect(screen.getAllByText("05.02(목)")).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await screen.findByText("공지 12");
    expect(screen.getByRole("link", { name: /공지 12 / }).getAttribute("href")).toBe("/hanam/store/service/notice/12");
    expect(s.calls("/service/notice.do").map((p) => p.get("pageIndex"))).toEqual(["1", "2"]);
  });

  it("searches the titles, keeps the keyword in the URL, and says so when nothing matches", async () => {
    const s = noticeServer({ count: 12 });
    const view = open(s);
    await screen.findByRole("link", { name: /공지 1 / });
    const field = screen.getByRole("searchbox", { name: "공지사항 검색" });
    fireEvent.change(field, { target: { value: "공지 1" } });
    fireEvent.submit(field.closest("form")!);
    // The answer's own rows, not only the old ones gone (which is also true while it loads).
    await waitFor(() =>
      expect(screen.queryAllByRole("link").map((a) => a.textContent)).toEqual([
        "고정 공지 1 05.02(목)",
        "공지 10 05.02(목)",
        "공지 11 05.02(목)",
        "공지 12 05.02(목)",
      ]),
    );
    expect(screen.getByRole("status").textContent).toBe("‘공지 1’ 검색 결과 4건");
    expect(view.currentPath()).toBe("/hanam/store/service/notice?q=%EA%B3%B5%EC%A7%80+1");
    fireEvent.change(field, { target: { value: "행사" } });
    fireEvent.submit(field.closest("form")!);
    expect(await screen.findByText("‘행사’에 대한 검색 결과가 없습니다.")).toBeTruthy();
    expect(s.calls("/service/notice.do").map((p) => p.get("searchKeyword"))).toEqual([null, "공지 1", "행사"]);
    fireEvent.click(screen.getByRole("button", { name: "검색어 지우기" }));
    await screen.findByRole("link", { name: /공지 2 / });
    expect(view.currentPath()).toBe("/hanam/store/service/notice");
  });

  it("says so when there are no notices", async () => {
    open(noticeServer({ count: 0 }));
    expect(await screen.findByText("등록된 공지사항이 없습니다.")).toBeTruthy();
  });

  it("in English: the English list, searched by title too", async () => {
    const s = noticeServer();
    open(s, { mall: "anseong", locale: "en" });
    expect((await screen.findByRole("link", { name: /Notice 2 / })).getAttribute("href")).toBe("/anseong/store/service/notice/2");
    expect(screen.getByText("Pinned")).toBeTruthy();
    const field = screen.getByRole("searchbox", { name: "Search the notices" });
    fireEvent.change(field, { target: { value: "Notice 3" } });
    fireEvent.submit(field.closest("form")!);
    await waitFor(() => expect(screen.queryByRole("link", { name: /Notice 2 / })).toBeNull());
    expect(s.calls("/service/notice.do")).toEqual([]);
    expect(s.calls("/service/noticeEn.do").map((p) => p.get("searchKeyword"))).toEqual([null, "Notice 3"]);
  });

  it("on Centerfield (no notice page) a notice opens in place: its body loads once, sanitized, and closes again", async () => {
    const s = noticeServer();
    open(s, { mall: "centerfield" });
    const row = await screen.findByRole("button", { name: /공지 2 / });
    expect(screen.queryByRole("link", { name: /공지/ })).toBeNull();
    expect(s.calls("/service/view.do")).toEqual([]);
    fireEvent.click(row);
    expect(row.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByText("본문 2")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    expect((window as { __noticeRan?: boolean }).__noticeRan).toBeUndefined();
    fireEvent.click(row);
    expect(screen.queryByText("본문 2")).toBeNull();
    fireEvent.click(row);
    expect(await screen.findByText("본문 2")).toBeTruthy();
    expect(s.calls("/service/view.do").map((p) => p.get("notiSeq"))).toEqual(["2"]);
  });

  it("on Centerfield a body that fails offers retry in its row, and one removed since says so", async () => {
    const s = noticeServer({ body: (seq, attempt) => (seq === 3 ? 404 : attempt <= 2 ? 500 : "ok") });
    open(s, { mall: "centerfield" });
    fireEvent.click(await screen.findByRole("button", { name: /공지 2 / }));
    // A GET is retried once by the client: two 500s make one failure.
    const alert = await screen.findByRole("alert");
    fireEvent.click(within(alert).getByRole("button", { name: "다시 시도" }));
    expect(await screen.findByText("본문 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /공지 3 / }));
    expect(await screen.findByText("내용을 찾을 수 없습니다.")).toBeTruthy();
  });
});
