// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { failure, fakeServer, json } from "./board.fixture.ts";
import NoticeDetailScreen from "./notice-detail.screen.tsx";

afterEach(cleanup);

/** Notices 1 to 3; 2 is pinned; each body carries a script and an onerror a sanitizer must drop. */
function noticeServer() {
  return fakeServer((path, p) => {
    if (!path.endsWith("/service/view.do")) return json({ message: "not here" }, 404);
    const seq = Number(p.get("notiSeq"));
    if (seq < 1 || seq > 3) return failure(404, "Notice not found");
    const near = (n: number) => (n >= 1 && n <= 3 ? { notiSeq: n, notiTitl: `공지 ${n}` } : null);
    return json({
      message: "success",
      notice: {
        notiSeq: seq,
        notiTitl: `공지 ${seq}`,
        regDt: "2024-05-02",
        fixYn: seq === 2 ? "Y" : "N",
        notiCont: `<p>본문 ${seq}</p><img src="/x.svg" alt="안내" onerror="window.__noticeOnerror = true"><script>window.__noticeRan = true</script>`,
        lan: "ko",
      },
      prevNotice: near(seq - 1),
      nextNotice: near(seq + 1),
    });
  });
}

function open(s: ReturnType<typeof noticeServer>, noticeId: string, mall = "hanam") {
  const list = mall === "hanam" ? "store/service/notice" : "service/notice";
  return renderScreen(NoticeDetailScreen, {
    route: { screen: "noticeDetail", path: `${list}/:noticeId` },
    props: { variant: mall === "hanam" ? "standard" : (mall as "suwon" | "granseoul") },
    params: { noticeId },
    mall,
    path: `/${mall}/${list}/${noticeId}`,
    fetch: s.fetch,
  });
}

describe("NoticeDetailScreen", () => {
  it("shows the notice: title with its pinned badge, date, the sanitized body, the older and newer notices and the way back", async () => {
    const s = noticeServer();
    open(s, "2");
    expect(await screen.findByText("본문 2")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("고정 공지 2");
    expect(screen.getByText("05.02(목)").getAttribute("dateTime")).toBe("2024-05-02");
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect((window as { __noticeRan?: boolean }).__noticeRan).toBeUndefined();
    const others = within(screen.getByRole("navigation", { name: "이전 글과 다음 글" }));
    expect(others.getByRole("link", { name: "이전 글 공지 1" }).getAttribute("href")).toBe("/hanam/store/service/notice/1");
    expect(others.getByRole("link", { name: "다음 글 공지 3" }).getAttribute("href")).toBe("/hanam/store/service/notice/3");
    expect(screen.getByRole("link", { name: "목록으로" }).getAttribute("href")).toBe("/hanam/store/service/notice");
    expect(s.calls("/service/view.do").map((p) => p.get("notiSeq"))).toEqual(["2"]);
  });

  it("the newest has no next, and Suwon's notices link within Suwon's pages", async () => {
    open(noticeServer(), "3", "suwon");
    await screen.findByText("본문 3");
    const others = within(screen.getByRole("navigation"));
    expect(others.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/suwon/service/notice/2"]);
    expect(screen.getByRole("link", { name: "목록으로" }).getAttribute("href")).toBe("/suwon/service/notice");
  });

  it("an id that is not a notice number is not found, without asking the server", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const s = noticeServer();
      open(s, id);
      expect(screen.getByRole("heading", { level: 1, name: "공지사항을 찾을 수 없습니다." })).toBeTruthy();
      expect(screen.getByRole("link", { name: "목록으로" }).getAttribute("href")).toBe("/hanam/store/service/notice");
      await Promise.resolve();
      expect(s.calls("/service/view.do")).toEqual([]);
      cleanup();
    }
  });

  it("an unknown notice (404) is not found", async () => {
    const s = noticeServer();
    open(s, "44");
    expect(await screen.findByRole("heading", { level: 1, name: "공지사항을 찾을 수 없습니다." })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(s.calls("/service/view.do").map((p) => p.get("notiSeq"))).toEqual(["44"]);
  });
});
