// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ProgramDetailScreen from "./program-detail.screen.tsx";
import { kidsProgram, libraryLecture, programsServer, WINDOWS, withBody } from "./programs.fixture.ts";

afterEach(cleanup);

const s = () =>
  programsServer(
    {
      SKP09001: withBody(
        kidsProgram("SKP09001", { progTitl: "수원 인형극", progTypeName: "show", rounds: ["1100", "1400"] }),
        '<p>인형극 소개<img src="x" onerror="alert(1)"></p>',
      ),
      SKP09008: withBody(kidsProgram("SKP09008", { progTitl: "수원 천체 교실", ...WINDOWS.announced })),
      SKP09006: withBody(kidsProgram("SKP09006", { progTitl: "수원 공룡 교실", ...WINDOWS.prizePending })),
      SLP09001: withBody(libraryLecture("SLP09001", { progTitl: "작가와의 대화" })),
    },
    { prizes: { SKP09008: [{ rndHm: "1400", progRndNo: 1, przList: [{ name: "김*연", telNum: "1234", seatInfo: "A열 1번" }] }] } },
  );

function open(kind: "kids" | "library", id: string, server = s()) {
  const list = kind === "kids" ? "kids/showList" : "library/lectureList";
  const view = renderScreen(ProgramDetailScreen, {
    route: { screen: "programDetail", path: `${list}/:id` },
    props: { kind },
    params: { id },
    mall: "suwon",
    path: `/suwon/${list}/${id}`,
    fetch: server.fetch,
  });
  return { view, server };
}

describe("Suwon's program detail page", () => {
  it("shows the dialog's content as a page (title, type, rounds, place, sanitized body); apply goes to Suwon's apply page", async () => {
    const { server } = open("kids", "SKP09001");
    expect(await screen.findByRole("heading", { level: 1, name: "수원 인형극" })).toBeTruthy();
    expect(screen.getByText("공연").getAttribute("data-type")).toBe("show");
    expect(screen.getByText("05.25(토) 1회차 오전 11시, 2회차 오후 2시")).toBeTruthy();
    expect(screen.getByText("3F 키즈 스튜디오")).toBeTruthy();
    expect(await screen.findByText("인형극 소개")).toBeTruthy();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(screen.getByRole("link", { name: "신청하기" }).getAttribute("href")).toBe("/suwon/kids/showList/toApply/SKP09001");
    expect(screen.getByRole("link", { name: "공연 목록" }).getAttribute("href")).toBe("/suwon/kids/showList");
    expect(server.calls).toEqual(["/api/suwon/fieldKids/programDetail.do?skpSeq=SKP09001"]);
  });

  it("the library page loads the lecture and applies through the library's apply page", async () => {
    const { server } = open("library", "SLP09001");
    expect(await screen.findByRole("heading", { level: 1, name: "작가와의 대화" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "신청하기" }).getAttribute("href")).toBe("/suwon/library/lectureList/toApply/SLP09001");
    expect(screen.getByRole("link", { name: "강좌 목록" }).getAttribute("href")).toBe("/suwon/library/lectureList");
    expect(server.calls).toEqual(["/api/suwon/fieldLibrary/lectureDetail.do?slpSeq=SLP09001"]);
  });

  it("the join button follows the time rules: winners in preparation, disabled", async () => {
    open("kids", "SKP09006");
    expect(((await screen.findByRole("button", { name: "당첨자 발표 준비 중" })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("link", { name: "신청하기" })).toBeNull();
  });

  it("once the winners are out, the winner check goes to Suwon's winner page", async () => {
    const { view } = open("kids", "SKP09008");
    fireEvent.click(await screen.findByRole("button", { name: "당첨자 확인" }));
    await waitFor(() => expect(view.currentPath()).toBe("/suwon/kids/showList/winnerConfirm/SKP09008"));
  });

  it.each([
    ["an SLP id on the kids page", "kids", "SLP09001", false],
    ["a kids id on the library page", "library", "SKP09001", false],
    ["a malformed id", "kids", "SKP-1", false],
    ["an unknown id (the server's 404)", "kids", "SKP09999", true],
  ] as const)("%s shows not found", async (_, kind, id, calls) => {
    const { server } = open(kind, id);
    expect(await screen.findByText("프로그램을 찾을 수 없습니다.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: kind === "kids" ? "공연 상세" : "강좌 상세" })).toBeTruthy();
    expect(server.calls.length > 0).toBe(calls);
  });
});
