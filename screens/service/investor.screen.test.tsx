// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { fakeServer, json, pageInfo } from "./board.fixture.ts";
import InvestorScreen from "./investor.screen.tsx";

afterEach(cleanup);

/** `count` posts of each type; the reports carry files: a path of this site, then a refused link, then an unlisted host. */
function investorServer(count = 3) {
  const files = ["/files/investor/2025-1.pdf", "javascript:alert(1)", "https://files.elsewhere.example/r.pdf"];
  return fakeServer((path, p) => {
    if (!path.endsWith("/service/investor.do")) return json({ message: "not here" }, 404);
    const type = p.get("ivsType") === "reports" ? "reports" : "notice";
    const page = Number(p.get("page") ?? 1);
    const rows = Array.from({ length: count }, (_, i) => ({
      ivsSeq: (type === "notice" ? 100 : 200) + i + 1,
      ivsType: type,
      titl: `${type === "notice" ? "IR 공지" : "보고서"} ${i + 1}`,
      cont: `<p>${type === "notice" ? "공지" : "보고서"} 내용 ${i + 1}</p><script>window.__ivsRan = true</script>`,
      regDt: "2024-04-30",
      fileNm: type === "reports" ? `보고서_${i + 1}.pdf` : null,
      fileUrl: type === "reports" ? (files[i % 3] ?? null) : null,
    }));
    return json({ message: "success", investorList: rows.slice((page - 1) * 10, page * 10), paginationInfo: pageInfo(page, rows.length) });
  });
}

function openHanam(s: ReturnType<typeof investorServer>, tab: "notice" | "reports") {
  return renderScreen(InvestorScreen, {
    route: { screen: "investorInfo", path: `store/investor/${tab}` },
    props: { tab },
    path: `/hanam/store/investor/${tab}`,
    fetch: s.fetch,
  });
}

function openSuwon(s: ReturnType<typeof investorServer>, search = "") {
  return renderScreen(InvestorScreen, {
    route: { screen: "investorInfo", path: "service/investor", name: "SwServiceInvestor" },
    props: { variant: "suwon" },
    mall: "suwon",
    path: `/suwon/service/investor${search}`,
    fetch: s.fetch,
  });
}

const row = (name: RegExp) => screen.getByRole("button", { name });

describe("InvestorScreen", () => {
  it("hanam's notices: the tabs, the posts, a post opening to its sanitized text; the reports tab is its own route", async () => {
    const s = investorServer();
    const view = openHanam(s, "notice");
    await screen.findByText("IR 공지 1");
    expect(screen.getByRole("heading", { level: 1, name: "투자자 정보" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "IR 공지" }).getAttribute("aria-selected")).toBe("true");
    const post = row(/IR 공지 2 04\.30/);
    fireEvent.click(post);
    expect(post.getAttribute("aria-expanded")).toBe("true");
    expect(await screen.findByText("공지 내용 2")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    expect(s.calls("/service/investor.do").map((p) => Object.fromEntries(p))).toEqual([{ ivsType: "notice", page: "1" }]);
    fireEvent.click(screen.getByRole("tab", { name: "IR 자료실" }));
    expect(view.currentPath()).toBe("/hanam/store/investor/reports");
  });

  it("a report's file is classified: this site's path opens in a new window, anything else shows only its name", async () => {
    const s = investorServer();
    openHanam(s, "reports");
    await screen.findByText("보고서 1");
    expect(screen.getByRole("tab", { name: "IR 자료실" }).getAttribute("aria-selected")).toBe("true");
    expect(s.calls("/service/investor.do").map((p) => p.get("ivsType"))).toEqual(["reports"]);
    for (const n of [1, 2, 3]) fireEvent.click(row(new RegExp(`보고서 ${n} `)));
    await screen.findByText("보고서 내용 3");
    const file = screen.getByRole("link", { name: /보고서_1\.pdf/ });
    expect(file.getAttribute("href")).toBe("/files/investor/2025-1.pdf");
    expect(file.getAttribute("target")).toBe("_blank");
    expect(file.textContent).toBe("첨부파일 보고서_1.pdf (새 창에서 열기)");
    expect(screen.queryByRole("link", { name: /보고서_2\.pdf/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /보고서_3\.pdf/ })).toBeNull();
    expect(screen.getByText("보고서_2.pdf")).toBeTruthy();
    expect(screen.getByText("보고서_3.pdf")).toBeTruthy();
    expect(document.querySelector('a[href^="javascript"], a[href*="elsewhere"]')).toBeNull();
  });

  it("Suwon's page holds both tabs: a tab is the page's query, asked with page (not pageIndex), and more asks page 2", async () => {
    const s = investorServer(13);
    const view = openSuwon(s);
    await screen.findByText("IR 공지 1");
    fireEvent.click(screen.getByRole("tab", { name: "IR 자료실" }));
    await screen.findByText("보고서 1");
    expect(view.currentPath()).toBe("/suwon/service/investor?tab=reports");
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await screen.findByText("보고서 13");
    expect(s.calls("/service/investor.do").map((p) => [p.get("ivsType"), p.get("page"), p.get("pageIndex")])).toEqual([
      ["notice", "1", null],
      ["reports", "1", null],
      ["reports", "2", null],
    ]);
    fireEvent.click(screen.getByRole("tab", { name: "IR 공지" }));
    await screen.findByText("IR 공지 1");
    expect(view.currentPath()).toBe("/suwon/service/investor");
  });

  it("Suwon's page opens on the tab its query names", async () => {
    const s = investorServer();
    openSuwon(s, "?tab=reports");
    await screen.findByText("보고서 1");
    expect(screen.getByRole("tab", { name: "IR 자료실" }).getAttribute("aria-selected")).toBe("true");
  });

  it("says so when nothing is posted", async () => {
    openHanam(investorServer(0), "notice");
    expect(await screen.findByText("등록된 게시물이 없습니다.")).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole("region", { name: "IR 공지 목록" })).queryByRole("button")).toBeNull());
  });
});
