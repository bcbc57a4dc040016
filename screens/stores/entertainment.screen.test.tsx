// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import EntertainmentDetailScreen from "./entertainment-detail.screen.tsx";
import EntertainmentScreen from "./entertainment.screen.tsx";
import { movieAnswer, tenant } from "./showcase.fixture.ts";

afterEach(cleanup);

function server(cinema: "megabox" | "cgv" | null, seen: URL[] = []): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), "http://l");
    seen.push(url);
    if (url.pathname.endsWith("/tenant/entertainment.do"))
      return json({
        message: "success",
        tntList: [tenant(1, { tnt_nm_ko: "스트라이크 볼링", cate_nm: "스포츠·게임" }), tenant(2, { tnt_nm_ko: "업월 클라이밍", cate_nm: "스포츠·게임" })],
      });
    if (url.pathname.endsWith("/megabox.do") || url.pathname.endsWith("/cgv.do")) return movieAnswer(url, cinema);
    return json({ message: "no" }, 404);
  };
}

const listing = (mall: string, variant: "standard" | "suwon", fetcher: typeof fetch, type: "now" | "soon" = "now", locale?: "en") =>
  renderScreen(EntertainmentScreen, {
    route: { screen: "entertainment", path: variant === "suwon" ? "entertainment" : "tenant/entertainment" },
    props: { variant },
    query: { type },
    mall,
    locale,
    path: variant === "suwon" ? `/${mall}/entertainment` : `/${mall}/tenant/entertainment`,
    fetch: fetcher,
  });

const detail = (id: string, fetcher: typeof fetch) =>
  renderScreen(EntertainmentDetailScreen, {
    route: { screen: "entertainmentDetail", name: "swEntertainmentDetail", path: "entertainment/:id" },
    params: { id },
    mall: "suwon",
    path: `/suwon/entertainment/${id}`,
    fetch: fetcher,
  });

describe("entertainment", () => {
  it("lists the entertainment stores, each leading to its store page", async () => {
    listing("hanam", "standard", server("megabox"));
    expect(screen.getByRole("heading", { level: 1, name: "엔터테인먼트" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: /스트라이크 볼링/ });
    expect(link.getAttribute("href")).toBe("/hanam/tenant/tenantDetail/T010001");
  });

  it("shows the cinema's films now showing (page 1 by default) with poster, grade, facts and today's times with seats", async () => {
    const seen: URL[] = [];
    listing("hanam", "standard", server("megabox", seen));
    expect(await screen.findByRole("heading", { level: 2, name: "메가박스 상영 영화" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "현재 상영작" }).getAttribute("aria-selected")).toBe("true");
    const films = await screen.findByRole("region", { name: "현재 상영작 목록" });
    const cards = await within(films).findAllByRole("heading", { level: 3 });
    expect(cards).toHaveLength(10);
    expect(within(films).getByRole("img", { name: "영화 1 포스터" })).toBeTruthy();
    expect(within(films).getAllByRole("img", { name: "15세 이상 관람가" })).toHaveLength(10);
    expect(within(films).getAllByText("드라마 · 118분 · 2024.05.01 개봉")).toHaveLength(10);
    expect(within(films).getAllByText("10:30 1관, 잔여 좌석 42석 (총 120석)")).toHaveLength(10);
    // The standard route set has no film page: titles are not links.
    expect(within(films).queryAllByRole("link")).toHaveLength(0);
    const first = seen.find((u) => u.pathname.endsWith("/megabox.do"))!;
    expect([first.searchParams.get("type"), first.searchParams.get("pagenum")]).toEqual(["now", "1"]);
  });

  it("more loads the next page through pagenum, and stops at the last", async () => {
    const seen: URL[] = [];
    listing("hanam", "standard", server("megabox", seen));
    const films = await screen.findByRole("region", { name: "현재 상영작 목록" });
    await within(films).findByText("영화 10");
    fireEvent.click(within(films).getByRole("button", { name: "더보기" }));
    expect(await within(films).findByText("영화 12")).toBeTruthy();
    expect(within(films).getAllByRole("heading", { level: 3 })).toHaveLength(12);
    expect(
      seen
        .filter((u) => u.pathname.endsWith("/megabox.do"))
        .at(-1)!
        .searchParams.get("pagenum"),
    ).toBe("2");
    expect(within(films).queryByRole("button", { name: "더보기" })).toBeNull();
  });

  it("the coming-soon tab is kept in the URL and lists the coming films without show times", async () => {
    const r = listing("hanam", "standard", server("megabox"));
    fireEvent.click(await screen.findByRole("tab", { name: "상영 예정작" }));
    expect(r.currentPath()).toBe("/hanam/tenant/entertainment?type=soon");
    cleanup();
    listing("hanam", "standard", server("megabox"), "soon");
    const films = await screen.findByRole("region", { name: "상영 예정작 목록" });
    expect(await within(films).findByText("영화 13")).toBeTruthy();
    expect(within(films).getByRole("img", { name: "전체 관람가" })).toBeTruthy();
    expect(within(films).getByRole("img", { name: "청소년 관람불가" })).toBeTruthy();
    expect(within(films).queryByText(/잔여 좌석/)).toBeNull();
  });

  it("Suwon's CGV films link to their page; English titles in English", async () => {
    listing("suwon", "suwon", server("cgv"), "now", "en");
    expect(await screen.findByRole("heading", { level: 2, name: "Now at CGV" })).toBeTruthy();
    const link = await screen.findByRole("link", { name: "Film 3" });
    expect(link.getAttribute("href")).toBe("/suwon/entertainment/CG00003");
  });

  it("a mall without a cinema shows the stores and no listing", async () => {
    listing("wirye", "standard", server(null));
    await screen.findByRole("link", { name: /스트라이크 볼링/ });
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("heading", { level: 2, name: /상영 영화/ })).toBeNull();
  });
});

describe("a film's page (Suwon entertainment/:id = movieCd)", () => {
  it("finds the film on a later page of the listing: poster, facts, today's times by screen", async () => {
    detail("CG00012", server("cgv"));
    expect(await screen.findByRole("heading", { level: 1, name: "영화 12" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "영화 12 포스터" })).toBeTruthy();
    expect(screen.getByText("2024.05.01")).toBeTruthy();
    expect(screen.getByText("118분")).toBeTruthy();
    const one = screen.getByRole("region", { name: "1관" });
    expect(
      within(one)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["10:30 1관, 잔여 좌석 42석 (총 120석)10:30잔여 42/120석", "19:10 1관, 잔여 좌석 7석 (총 120석)19:10잔여 7/120석"]);
    expect(within(screen.getByRole("region", { name: "3관" })).getByText("잔여 0/90석")).toBeTruthy();
  });

  it("loaded directly, waits for the cinema before looking: the other cinema's empty answer arriving first is not a miss", async () => {
    const seenAll: string[] = [];
    const base = server("cgv");
    const slowCgv: typeof fetch = async (input, init) => {
      seenAll.push(String(input));
      if (String(input).includes("/cgv.do")) await new Promise((r) => setTimeout(r, 30));
      return base(input, init);
    };
    detail("CG00001", slowCgv);
    expect(await screen.findByRole("heading", { level: 1, name: "영화 1" })).toBeTruthy();
    expect(seenAll.filter((u) => u.includes("type=soon"))).toEqual([]);
  });

  it("a coming-soon film says so and has no show times today", async () => {
    detail("CG00013", server("cgv"));
    expect(await screen.findByRole("heading", { level: 1, name: "영화 13" })).toBeTruthy();
    expect(screen.getByText("상영 예정작")).toBeTruthy();
    expect(screen.getByText("오늘은 상영 일정이 없습니다.")).toBeTruthy();
  });

  it("an unknown film says so after the whole listing, with the way back", async () => {
    const seen: URL[] = [];
    detail("CG00099", server("cgv", seen));
    expect(await screen.findByRole("heading", { level: 1, name: "영화를 찾을 수 없습니다. 상영이 끝났거나 주소가 잘못되었습니다." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "엔터테인먼트 목록" }).getAttribute("href")).toBe("/suwon/entertainment");
    expect(seen.filter((u) => u.pathname.endsWith("/cgv.do")).map((u) => `${u.searchParams.get("type")}${u.searchParams.get("pagenum")}`)).toEqual([
      "now1",
      "now2",
      "soon1",
    ]);
  });

  it("a malformed id is not found without a listing call", async () => {
    const seen: URL[] = [];
    detail("abc", server("cgv", seen));
    expect(await screen.findByRole("heading", { level: 1, name: /영화를 찾을 수 없습니다/ })).toBeTruthy();
    expect(seen).toHaveLength(0);
  });
});
