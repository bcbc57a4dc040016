// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { runFaultMatrix } from "../../engine/testing/fault-matrix.ts";
import type { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { LectureQueryDialog } from "./lecture-dialog.tsx";
import { OPENED_BY_PAGE } from "./program-links.ts";
import { kidsProgram, libraryLecture, programsServer, WINDOWS, withBody } from "./programs.fixture.ts";

afterEach(cleanup);

const details = {
  SKP01001: withBody(
    kidsProgram("SKP01001", { progTitl: "숲속 음악회", progTypeName: "concert", rounds: ["1100", "1400"], castName: "숲속 앙상블" }),
    '<p>가족 음악회<img src="x" onerror="alert(1)"></p>',
  ),
  SKP01004: withBody(kidsProgram("SKP01004", { progTitl: "쿠키 교실", ...WINDOWS.deadline })),
  SKP01006: withBody(kidsProgram("SKP01006", { progTitl: "공룡 박물관", ...WINDOWS.prizePending })),
  SKP01012: withBody(kidsProgram("SKP01012", { progTitl: "바이올린 교실", ...WINDOWS.upcoming })),
  SKP01008: withBody(kidsProgram("SKP01008", { progTitl: "천체 교실", ...WINDOWS.announced })),
  SKP01013: withBody(kidsProgram("SKP01013", { progTitl: "가면 만들기", ...WINDOWS.closed })),
  SKP01011: withBody(kidsProgram("SKP01011", { progTitl: "동화책 오후", liveYn: "Y", linkUrl: "https://live.fieldmall.example/skp01011" })),
  SLP01001: withBody(libraryLecture("SLP01001", { progTitl: "작가와의 대화" })),
};

/** The dialog over a page at `path` (with ?lecture=), as the shell mounts it. */
function open(path: string, { mall = "hanam", s = programsServer(details, { prizes: { SKP09008: [{ rndHm: "1400", progRndNo: 1, przList: [] }] } }) } = {}) {
  const Host = () => (
    <>
      <Link to={{ search: "?lecture=SKP01001" }} state={OPENED_BY_PAGE}>
        open
      </Link>
      <LectureQueryDialog />
    </>
  );
  const view = renderScreen(Host, { route: { screen: "programs" }, props: { kind: "kids" }, mall, path, fetch: s.fetch });
  return { view, s };
}

const footer = (dialog: HTMLElement) => dialog.querySelector("[class*='footer']") as HTMLElement;

describe("the lecture dialog", () => {
  it("shows a kids program: title, type, rounds, place, window, body sanitized; apply goes to the kids apply page", async () => {
    const { s } = open("/hanam?lecture=SKP01001");
    const dialog = await screen.findByRole("dialog", { name: "숲속 음악회" });
    expect(within(dialog).getByText("콘서트").getAttribute("data-type")).toBe("concert");
    expect(within(dialog).getByText("05.25(토) 1회차 오전 11시, 2회차 오후 2시")).toBeTruthy();
    expect(within(dialog).getByText("3F 키즈 스튜디오")).toBeTruthy();
    expect(within(dialog).getByText("숲속 앙상블")).toBeTruthy();
    expect(within(dialog).getByText("05.10(금) 10:00 ~ 05.20(월) 18:00")).toBeTruthy();
    expect(await within(dialog).findByText("가족 음악회")).toBeTruthy();
    expect(dialog.querySelector("[onerror]")).toBeNull();
    expect(within(dialog).getByRole("link", { name: "신청하기" }).getAttribute("href")).toBe("/hanam/tenant/fieldKids/toApply?select=SKP01001");
    expect(s.calls).toEqual(["/api/hanam/fieldKids/programDetail.do?skpSeq=SKP01001"]);
  });

  it("an SLP id loads the library lecture, which applies through the library apply page", async () => {
    const { s } = open("/hanam/tenant/fieldLibrary?lecture=SLP01001");
    const dialog = await screen.findByRole("dialog", { name: "작가와의 대화" });
    expect(within(dialog).getByRole("link", { name: "신청하기" }).getAttribute("href")).toBe("/hanam/tenant/fieldLibrary/toApply?select=SLP01001");
    expect(s.calls).toEqual(["/api/hanam/fieldLibrary/lectureDetail.do?slpSeq=SLP01001"]);
  });

  it("the join button follows the time rules: closed, winners in preparation, the opening date, and closed after the window", async () => {
    const cases: [string, string[]][] = [
      ["SKP01004", ["신청 마감"]],
      ["SKP01006", ["신청 마감", "당첨자 발표 준비 중"]],
      ["SKP01012", ["05.18(토) 신청 오픈"]],
      ["SKP01013", ["신청 마감"]],
    ];
    for (const [id, labels] of cases) {
      open(`/hanam?lecture=${id}`);
      const dialog = await screen.findByRole("dialog", { name: details[id as keyof typeof details].progTitl });
      const buttons = within(footer(dialog)).getAllByRole("button");
      expect(
        buttons.map((b) => [b.textContent, (b as HTMLButtonElement).disabled]),
        id,
      ).toEqual(labels.map((l) => [l, true]));
      expect(within(dialog).queryByRole("link", { name: "신청하기" })).toBeNull();
      cleanup();
    }
  });

  it("on Suwon the apply and winner check go to Suwon's pages; an empty winner list says none is registered", async () => {
    const s = programsServer(
      {
        SKP09001: withBody(kidsProgram("SKP09001", { progTitl: "수원 공연" })),
        SKP09008: withBody(kidsProgram("SKP09008", { progTitl: "수원 천체 교실", ...WINDOWS.announced })),
        SKP09009: withBody(kidsProgram("SKP09009", { progTitl: "수원 뮤지컬", ...WINDOWS.announced })),
      },
      { prizes: { SKP09009: [{ rndHm: "1400", progRndNo: 1, przList: [{ name: "김*연", telNum: "1234", seatInfo: "A열 1번" }] }] } },
    );
    open("/suwon/main?lecture=SKP09001", { mall: "suwon", s });
    const apply = await screen.findByRole("link", { name: "신청하기" });
    expect(apply.getAttribute("href")).toBe("/suwon/kids/showList/toApply/SKP09001");
    cleanup();
    const empty = open("/suwon/main?lecture=SKP09008", { mall: "suwon", s });
    fireEvent.click(await screen.findByRole("button", { name: "당첨자 확인" }));
    const asked = (empty.view.services.dialogs as ReturnType<typeof fakeDialogs>).asked;
    await waitFor(() => expect(asked.map((a) => [a.kind, a.text])).toEqual([["alert", "등록된 당첨자 명단이 없습니다."]]));
    expect(empty.view.currentPath()).toBe("/suwon/main?lecture=SKP09008");
    cleanup();
    const { view } = open("/suwon/main?lecture=SKP09009", { mall: "suwon", s });
    fireEvent.click(await screen.findByRole("button", { name: "당첨자 확인" }));
    await waitFor(() => expect(view.currentPath()).toBe("/suwon/kids/showList/winnerConfirm/SKP09009"));
  });

  it("a failed winner list says why and keeps the button", async () => {
    const base = programsServer({ SKP09008: withBody(kidsProgram("SKP09008", { progTitl: "수원 천체 교실", ...WINDOWS.announced })) });
    const failing: typeof fetch = async (input, init) =>
      String(input).includes("programPrzList") ? new Response("oops", { status: 500 }) : base.fetch(input, init);
    open("/suwon/main?lecture=SKP09008", { mall: "suwon", s: { fetch: failing, calls: [] } });
    fireEvent.click(await screen.findByRole("button", { name: "당첨자 확인" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).not.toBe(""));
    expect(screen.getByRole("button", { name: "당첨자 확인" })).toBeTruthy();
  });

  it("apply goes where the mall's lectureApply says: myeongji's city lounge, coexmall's program link or event list", async () => {
    open("/myeongji?lecture=SKP01001", { mall: "myeongji" });
    expect((await screen.findByRole("link", { name: "신청하기" })).getAttribute("href")).toBe("/myeongji/tenant/cityLounge/toApply?select=SKP01001");
    cleanup();
    // coexmall shows the cast as the title, and has no program link here: its event list.
    open("/coexmall?lecture=SKP01001", { mall: "coexmall" });
    await screen.findByRole("dialog", { name: "숲속 앙상블" });
    expect(screen.getByRole("link", { name: "신청하기" }).getAttribute("href")).toBe("/coexmall/event/main");
    cleanup();
    open("/coexmall?lecture=SKP01011", { mall: "coexmall" });
    const apply = await screen.findByRole("link", { name: "신청하기" });
    expect(apply.getAttribute("href")).toBe("https://live.fieldmall.example/skp01011");
  });

  it("a show shows the mall's show notice, a live program its stream", async () => {
    open("/coexmall?lecture=SKP01001", { mall: "coexmall" });
    const dialog = await screen.findByRole("dialog", { name: "숲속 앙상블" });
    expect(within(dialog).getByRole("complementary", { name: "공연 관람 안내" }).textContent).toContain("15분 전까지 착석");
    cleanup();
    open("/hanam?lecture=SKP01011");
    const live = await screen.findByRole("dialog", { name: "동화책 오후" });
    expect(within(live).getByRole("link", { name: "라이브 방송 보기" }).getAttribute("href")).toBe("https://live.fieldmall.example/skp01011");
    expect(within(live).queryByRole("complementary")).toBeNull();
  });

  it("an unknown id shows not found inside the dialog; a malformed one without asking", async () => {
    const { s } = open("/hanam?lecture=SKP01999");
    const dialog = await screen.findByRole("dialog", { name: "프로그램 상세" });
    expect(await within(dialog).findByText("프로그램을 찾을 수 없습니다.")).toBeTruthy();
    expect(s.calls).toHaveLength(1);
    cleanup();
    const bad = open("/hanam?lecture=SLP%3Cscript%3E");
    expect(await screen.findByText("프로그램을 찾을 수 없습니다.")).toBeTruthy();
    expect(bad.s.calls).toEqual([]);
  });

  it("closing removes the query: in place when the address had it, back one step when the page opened it", async () => {
    const { view } = open("/hanam/tenant/fieldKids?tab=review&lecture=SKP01001");
    fireEvent.click(within(await screen.findByRole("dialog", { name: "숲속 음악회" })).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(view.currentPath()).toBe("/hanam/tenant/fieldKids?tab=review"));
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    const opened = open("/hanam/tenant/fieldKids?tab=review");
    fireEvent.click(screen.getByRole("link", { name: "open" }));
    const dialog = await screen.findByRole("dialog", { name: "숲속 음악회" });
    await waitFor(() => expect(opened.view.currentPath()).toBe("/hanam/tenant/fieldKids?lecture=SKP01001"));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(opened.view.currentPath()).toBe("/hanam/tenant/fieldKids?tab=review"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("every fault of the detail call shows the error state with a working retry inside the dialog", async () => {
    await runFaultMatrix(({ fetch, timeouts, loading }) =>
      renderScreen(LectureQueryDialog, { route: { screen: "programs" }, props: { kind: "kids" }, path: "/hanam?lecture=SKP01001", fetch, timeouts, loading }),
    );
  }, 40_000);
});
