// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ProgramIntroScreen from "./program-intro.screen.tsx";

afterEach(cleanup);

const banners =
  (titles: string[]): typeof fetch =>
  async (input) => {
    const library = String(input).includes("/fieldLibrary/");
    return json({
      message: "success",
      bannerList: titles.map((t, i) => ({
        bnrSeq: i + 1,
        bnrTitl: `${library ? "라이브러리" : "키즈"} ${t}`,
        imgMobUrl: "/images/seed/b1.svg",
        linkType: "I",
        linkUrl: "/kids/showList",
        stmUrl: null,
      })),
    });
  };

function open(kind: "kids" | "library", server: typeof fetch = banners(["겨울방학"])) {
  return renderScreen(ProgramIntroScreen, {
    route: { screen: "programIntro", path: `${kind}/intro` },
    props: { kind },
    mall: "suwon",
    path: `/suwon/${kind}/intro`,
    fetch: server,
  });
}

const linksOf = () =>
  within(screen.getByRole("navigation", { name: "바로가기" }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

describe("Suwon's intros", () => {
  it("the kids space: its place, the mall's hours, what it offers, its banners (mall-relative links get /suwon) and links to the shows and reviews", async () => {
    open("kids");
    expect(screen.getByRole("heading", { level: 1, name: "키즈 프로그램" })).toBeTruthy();
    expect(screen.getByText("3F 키즈 스튜디오 · B1 이벤트 광장")).toBeTruthy();
    expect(screen.getByText("10:00 ~ 22:00")).toBeTruthy();
    const news = await screen.findByRole("region", { name: "진행 중인 소식" });
    expect(within(news).getByRole("link", { name: "키즈 겨울방학" }).getAttribute("href")).toBe("/suwon/kids/showList");
    expect(linksOf()).toEqual([
      ["공연 신청", "/suwon/kids/showList"],
      ["참여 후기", "/suwon/kids/showList?tab=review"],
    ]);
  });

  it("the library: its banners, and links to the lectures, reviews, the winner list and the review videos", async () => {
    open("library");
    expect(screen.getByRole("heading", { level: 1, name: "라이브러리" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "라이브러리 겨울방학" })).toBeTruthy();
    expect(linksOf()).toEqual([
      ["강좌 신청", "/suwon/library/lectureList"],
      ["참여 후기", "/suwon/library/lectureList?tab=review"],
      ["당첨자 확인", "/suwon/library/lectureWinnerList"],
      ["후기 영상", "/suwon/library/reviewVideo"],
    ]);
  });

  it("without banners (none, or the call failed) the lead line stands in their place", async () => {
    open("kids", banners([]));
    expect(await screen.findByText("공연과 체험으로 가득한 어린이 놀이 문화 공간")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "진행 중인 소식" })).toBeNull();
    cleanup();
    open("library", async () => new Response("oops", { status: 500 }));
    expect(await screen.findByText("책과 강연, 음악이 함께하는 열린 라이브러리")).toBeTruthy();
  });
});
