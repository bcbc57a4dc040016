// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { fakeServer, json, pageInfo, pageOf } from "./board.fixture.ts";
import SpaceContentScreen from "./space-content.screen.tsx";

afterEach(cleanup);

/** `count` stories linking inside the mall, but story 2 (a script link) and story 3 (an unlisted host). */
function storyServer(count = 12, mall = "hanam") {
  const link = (n: number) => (n === 2 ? "javascript:alert(1)" : n === 3 ? "https://elsewhere.example/story" : `/${mall}/tenant/floorInfo?story=${n}`);
  return fakeServer((path, p) => {
    if (!path.endsWith("/fieldStory/list.do")) return json({ message: "not here" }, 404);
    const page = Number(p.get("pageIndex"));
    const storyList = pageOf(count, page, (n) => ({
      storySeq: n,
      storyTitl: `이야기 ${n}`,
      storySmry: `요약 ${n}`,
      imgMobUri: `/s${n}.svg`,
      linkUrl: link(n),
      regDt: "2024-05-03",
    }));
    return json({ message: "success", storyList, paginationInfo: pageInfo(page, count) });
  });
}

function open(s: ReturnType<typeof storyServer>, mall = "hanam") {
  return renderScreen(SpaceContentScreen, {
    route: { screen: "spaceContent", path: "spaceContent", name: mall === "hanam" ? "SpaceContent" : undefined },
    props: { variant: mall === "suwon" ? "suwon" : "standard" },
    mall,
    path: `/${mall}/spaceContent`,
    fetch: s.fetch,
  });
}

describe("SpaceContentScreen", () => {
  it("shows the stories as cards linking where each points; more brings the rest", async () => {
    const s = storyServer();
    open(s);
    await screen.findByText("이야기 1");
    expect(screen.getByRole("heading", { level: 1, name: "공간 콘텐츠" })).toBeTruthy();
    expect(screen.getByText("필드몰 하남의 공간과 매장, 즐길 거리를 소개합니다.")).toBeTruthy();
    const first = screen.getByRole("link", { name: /이야기 1 / });
    expect(first.getAttribute("href")).toBe("/hanam/tenant/floorInfo?story=1");
    expect(first.textContent).toBe("이야기 1 요약 1 05.03(금)");
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    await screen.findByText("이야기 12");
    expect(screen.getAllByRole("listitem")).toHaveLength(12);
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
    expect(s.calls("/fieldStory/list.do").map((p) => p.get("pageIndex"))).toEqual(["1", "2"]);
  });

  it("a story whose link is refused shows without a link", async () => {
    open(storyServer(3));
    await screen.findByText("이야기 3");
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/hanam/tenant/floorInfo?story=1"]);
    expect(screen.getByText("이야기 2")).toBeTruthy();
  });

  it("Suwon's page is the same list of Suwon's stories", async () => {
    const s = storyServer(2, "suwon");
    open(s, "suwon");
    await screen.findByText("이야기 1");
    expect(s.calls("/fieldStory/list.do")).toHaveLength(1);
    expect(screen.getByRole("link", { name: /이야기 1 / }).getAttribute("href")).toBe("/suwon/tenant/floorInfo?story=1");
  });

  it("says so when there are no stories", async () => {
    open(storyServer(0));
    expect(await screen.findByText("등록된 이야기가 없습니다.")).toBeTruthy();
  });
});
