// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ProgramsScreen from "./programs.screen.tsx";
import { applyServer } from "./apply.fixture.ts";
import { kidsProgram, programsServer, WINDOWS } from "./programs.fixture.ts";

afterEach(cleanup);

type Kind = "kids" | "library" | "cityLounge";
const ROUTE: Record<Kind, string> = { kids: "tenant/{product}Kids", library: "tenant/{product}Library", cityLounge: "tenant/cityLounge" };
const PATH: Record<Kind, string> = { kids: "tenant/fieldKids", library: "tenant/fieldLibrary", cityLounge: "tenant/cityLounge" };

function open(
  s = programsServer(),
  { kind = "kids" as Kind, mall = "hanam", search = "", variant = "standard" as "standard" | "suwon", view = "current" as "current" | "ended", path = "" } = {},
) {
  return renderScreen(ProgramsScreen, {
    route: { screen: "programs", path: ROUTE[kind] },
    props: { kind, variant, view },
    mall,
    path: path || `/${mall}/${PATH[kind]}${search}`,
    fetch: s.fetch,
  });
}

const rowTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((li) => li.querySelector("a [class*='rowTitle']")?.textContent);

describe("ProgramsScreen", () => {
  it("lists the kids programs in the spec's order, each styled by its type and opening the lecture dialog over the page", async () => {
    const s = programsServer();
    open(s);
    expect(screen.getByRole("heading", { level: 1, name: "키즈 프로그램" })).toBeTruthy();
    const list = await screen.findByRole("region", { name: "프로그램 목록" });
    await within(list).findByText("물감 놀이");
    // The server answered 05-26 before 05-25: the page shows them by start date-time.
    expect(rowTitles(list)).toEqual(["물감 놀이", "둘째 날 오후 공연"]);
    const first = within(list).getByRole("link", { name: /물감 놀이/ });
    expect(first.getAttribute("href")).toBe("/hanam/tenant/fieldKids?lecture=SKP01001");
    // Type badge in its style, rounds of a multi-round program with their numbers, the join state.
    expect(within(first).getByText("체험").getAttribute("data-type")).toBe("experience");
    expect(first.textContent).toContain("05.25(토) 1회차 오전 11시, 2회차 오후 2시");
    expect(within(first).getByText("신청 가능")).toBeTruthy();
    expect(within(list).getByText("공연").getAttribute("data-type")).toBe("show");
    fireEvent.click(within(list).getByRole("button", { name: "더보기" }));
    // A live program links its stream beside it (the brands' listed host).
    const stream = await within(list).findByRole("link", { name: "라이브 동화 라이브 방송 보기" });
    expect(rowTitles(list)).toEqual(["물감 놀이", "둘째 날 오후 공연", "라이브 동화"]);
    expect(stream.getAttribute("href")).toBe("https://live.fieldmall.example/skp01003");
    expect(s.calls.filter((c) => c.includes("programList.do")).map((c) => new URL(c, "http://l").searchParams.get("pageIndex"))).toEqual(["1", "2"]);
  });

  it("the theme filter (from the list's themes) lives in the URL and reloads the list; all clears it", async () => {
    const s = programsServer();
    const view = open(s);
    await screen.findByText("물감 놀이");
    fireEvent.click(screen.getByRole("radio", { name: "공연" }));
    await waitFor(() => expect(view.currentPath()).toBe("/hanam/tenant/fieldKids?thm=01"));
    await waitFor(() => expect(screen.queryByText("물감 놀이")).toBeNull());
    expect(screen.getByText("둘째 날 오후 공연")).toBeTruthy();
    expect(s.calls.some((c) => c.includes("thm=01"))).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "전체" }));
    await waitFor(() => expect(view.currentPath()).toBe("/hanam/tenant/fieldKids"));
    expect(await screen.findByText("물감 놀이")).toBeTruthy();
  });

  it("an unknown theme shows the spec's empty text", async () => {
    open(programsServer(), { search: "?thm=99" });
    expect(await screen.findByText("등록된 프로그램이 없습니다.")).toBeTruthy();
  });

  it("shows the mall's show notice with show programs (myeongji), and none where the mall has none (hanam)", async () => {
    open(programsServer(), { mall: "myeongji", kind: "cityLounge" });
    await screen.findByText("둘째 날 오후 공연");
    expect(screen.getByRole("complementary", { name: "공연 관람 안내" }).textContent).toContain("입장은 공연 시작 15분 전부터 가능하며");
    cleanup();
    open(programsServer());
    await screen.findByText("둘째 날 오후 공연");
    expect(screen.queryByRole("complementary", { name: "공연 관람 안내" })).toBeNull();
  });

  it("the winner announcements open their text, sanitized", async () => {
    open();
    const notice = await screen.findByText("[당첨자 발표] 인형극");
    fireEvent.click(notice.closest("summary")!);
    const details = notice.closest("details")!;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    await within(details).findByText("당첨을 축하합니다");
    expect(details.querySelector("script")).toBeNull();
  });

  it("the review tab lives in the URL: paged reviews with the writer masked and the text as text", async () => {
    const s = programsServer();
    const view = open(s);
    await screen.findByText("물감 놀이");
    fireEvent.click(screen.getByRole("tab", { name: "후기" }));
    await waitFor(() => expect(view.currentPath()).toBe("/hanam/tenant/fieldKids?tab=review"));
    const reviews = await screen.findByRole("region", { name: "후기 목록" });
    expect(await within(reviews).findByRole("heading", { name: "후기 1" })).toBeTruthy();
    expect(within(reviews).getByText("<b>재미있었어요</b>")).toBeTruthy();
    expect(within(reviews).getByText(/작성자 김\*연/)).toBeTruthy();
    // A writer the backend did not mask is masked here.
    expect(within(reviews).getByText(/작성자 박\*늘/)).toBeTruthy();
    fireEvent.click(within(reviews).getByRole("button", { name: "더보기" }));
    expect(await within(reviews).findByRole("heading", { name: "후기 4" })).toBeTruthy();
  });

  it("opens on the tab of its URL; an unknown tab (rental outside the city lounge) falls back to the programs", async () => {
    open(programsServer(), { search: "?tab=review" });
    expect(screen.getByRole("tab", { name: "후기" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("heading", { name: "후기 1" })).toBeTruthy();
    cleanup();
    open(programsServer(), { search: "?tab=rental" });
    expect(screen.queryByRole("tab", { name: "대관" })).toBeNull();
    expect(screen.getByRole("tab", { name: "프로그램" }).getAttribute("aria-selected")).toBe("true");
    cleanup();
    open(programsServer(), { search: "?tab=nonsense" });
    expect(screen.getByRole("tab", { name: "프로그램" }).getAttribute("aria-selected")).toBe("true");
  });

  it("the city lounge lists the mall's kids programs and shows its rental list in place on the rental tab", async () => {
    const programs = programsServer();
    const rentals = applyServer();
    const s = { ...programs, fetch: ((input, init) => (String(input).includes("/rnt/") ? rentals.fetch : programs.fetch)(input, init)) as typeof fetch };
    open(s, { mall: "myeongji", kind: "cityLounge", search: "?tab=rental" });
    expect(screen.getByRole("heading", { level: 1, name: "시티라운지" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "대관" }).getAttribute("aria-selected")).toBe("true");
    const list = await screen.findByRole("region", { name: "대관 목록" });
    expect(await within(list).findByRole("button", { name: /^신청하기\s*세미나룸 A$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "프로그램" }));
    await screen.findByText("물감 놀이");
    expect(programs.calls.some((c) => c.startsWith("/api/myeongji/fieldKids/programList.do"))).toBe(true);
  });

  it("the library lists its lectures with its banners and links its past lectures; lecture/end lists the passed ones", async () => {
    const s = programsServer();
    open(s, { kind: "library" });
    expect(await screen.findByText("작가와의 대화")).toBeTruthy();
    expect(screen.getByRole("link", { name: /작가와의 대화/ }).getAttribute("href")).toBe("/hanam/tenant/fieldLibrary?lecture=SLP01001");
    expect(screen.getByRole("link", { name: "지난 강좌 보기" }).getAttribute("href")).toBe("/hanam/tenant/fieldLibrary/lecture/end");
    // The banner's mall-relative link gets the mall in front (decision 5).
    expect((await screen.findByRole("link", { name: "강연 라인업" })).getAttribute("href")).toBe("/hanam/tenant/fieldKids/toApply");
    // The library has no winner announcements.
    expect(s.calls.some((c) => c.includes("winnerNoticeList"))).toBe(false);
    cleanup();
    const ended = programsServer();
    open(ended, { kind: "library", view: "ended", path: "/hanam/tenant/fieldLibrary/lecture/end" });
    expect(screen.getByRole("heading", { level: 1, name: "지난 강좌" })).toBeTruthy();
    expect(await screen.findByText("지난 강연")).toBeTruthy();
    expect(screen.getByText("신청 마감")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(ended.calls.filter((c) => c.includes("lectureList.do")).every((c) => c.includes("passed=Y"))).toBe(true);
  });

  it("on Suwon a program opens its own page, and the lecture list links the winner list", async () => {
    open(programsServer(), { mall: "suwon", kind: "kids", variant: "suwon", path: "/suwon/kids/showList" });
    expect(screen.getByRole("heading", { level: 1, name: "공연 목록" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: /물감 놀이/ })).getAttribute("href")).toBe("/suwon/kids/showList/SKP01001");
    cleanup();
    open(programsServer(), { mall: "suwon", kind: "library", variant: "suwon", path: "/suwon/library/lectureList" });
    expect((await screen.findByRole("link", { name: /작가와의 대화/ })).getAttribute("href")).toBe("/suwon/library/lectureList/SLP01001");
    expect(screen.getByRole("link", { name: "당첨자 확인" }).getAttribute("href")).toBe("/suwon/library/lectureWinnerList");
  });

  it("a program not open yet shows its opening date, a closed one that it is closed", async () => {
    open(
      programsServer(
        {},
        {
          kidsPages: [
            [kidsProgram("SKP01012", { progTitl: "바이올린", ...WINDOWS.upcoming }), kidsProgram("SKP01004", { progTitl: "쿠키", ...WINDOWS.deadline })],
          ],
        },
      ),
    );
    const upcoming = await screen.findByRole("link", { name: /바이올린/ });
    expect(within(upcoming).getByText("05.18(토) 신청 오픈")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: /쿠키/ })).getByText("신청 마감")).toBeTruthy();
  });
});
