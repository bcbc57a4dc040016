// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import WinnerCheckScreen from "./winner-check.screen.tsx";
import { winnersServer } from "./winners.fixture.ts";

afterEach(cleanup);

function open(
  path: string,
  { kind = "kids" as "kids" | "library", view = "program" as "program" | "list", id = "", mall = "suwon", server = winnersServer() } = {},
) {
  const dialogs = fakeDialogs();
  const view_ = renderScreen(WinnerCheckScreen, {
    route: { screen: "winnerCheck" },
    props: { kind, view },
    params: id ? { id } : {},
    mall,
    path,
    fetch: server.fetch,
    services: { dialogs },
  });
  return { view: view_, server, asked: dialogs.asked };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("Suwon's winner page (winnerConfirm/:id)", () => {
  it("shows the program's winners: a round picker for a multi-round program, name, last 4 digits and seat", async () => {
    open("/suwon/kids/showList/winnerConfirm/SKP01008", { id: "SKP01008" });
    expect(await screen.findByRole("heading", { level: 2, name: "천체 교실" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "천체 교실 1회차 오전 11시 당첨자 명단" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["이름", "연락처", "좌석"]);
    expect(
      rowsOf(table).map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["김*연", "1234", "A열 1번"],
      ["남궁*민서하늘", "5123", "B열 3번"],
      ["Alexan*er Hamiltons", "9999", "C열 7번"],
    ]);
    // Names wrap after 5 other letters and 9 Latin ones.
    const lines = (cell: HTMLElement) => [...cell.querySelectorAll("span")].map((s) => s.textContent);
    expect(lines(within(rowsOf(table)[1]!).getAllByRole("cell")[0]!)).toEqual(["남궁*민서", "하늘"]);
    expect(lines(within(rowsOf(table)[2]!).getAllByRole("cell")[0]!)).toEqual(["Alexan*er", " Hamilton", "s"]);
    // The second round.
    fireEvent.click(screen.getByRole("radio", { name: "2회차 오후 2시" }));
    expect(rowsOf(screen.getByRole("table", { name: /2회차 오후 2시/ })).map((r) => r.textContent)).toEqual(["박*준4321A열 1번"]);
  });

  it("a round without a winner list does not open: the alert says none is registered", async () => {
    const { asked } = open("/suwon/kids/showList/winnerConfirm/SKP01008", { id: "SKP01008" });
    fireEvent.click(await screen.findByRole("radio", { name: "3회차 오후 5시" }));
    await waitFor(() => expect(asked).toEqual([{ kind: "alert", text: "등록된 당첨자 명단이 없습니다.", title: undefined, image: undefined }]));
    expect((screen.getByRole("radio", { name: "1회차 오전 11시" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("table", { name: /1회차 오전 11시/ })).toBeTruthy();
  });

  it("the search takes digits only, cut to 4: it keeps the rows containing them, highlighted; a full match marks the row", async () => {
    const { asked } = open("/suwon/kids/showList/winnerConfirm/SKP01008", { id: "SKP01008" });
    const box = (await screen.findByRole("textbox", { name: "연락처 뒤 4자리" })) as HTMLInputElement;
    expect(box.getAttribute("inputmode")).toBe("numeric");
    fireEvent.change(box, { target: { value: "1-2a" } });
    expect(box.value).toBe("12");
    fireEvent.click(screen.getByRole("button", { name: "조회" }));
    const table = screen.getByRole("table");
    expect(rowsOf(table).map((r) => within(r).getAllByRole("cell")[1]!.textContent)).toEqual(["1234", "5123"]);
    expect([...table.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["12", "12"]);
    expect(table.querySelector("[data-match='full']")).toBeNull();
    fireEvent.change(box, { target: { value: "512399" } });
    expect(box.value).toBe("5123");
    fireEvent.click(screen.getByRole("button", { name: "조회" }));
    const [only] = rowsOf(screen.getByRole("table"));
    expect(rowsOf(screen.getByRole("table"))).toHaveLength(1);
    expect(only!.getAttribute("data-match")).toBe("full");
    expect(within(only!).getByText("(일치)")).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it("no match gives the spec's alert and keeps the table as it was", async () => {
    const { asked } = open("/suwon/kids/showList/winnerConfirm/SKP01008", { id: "SKP01008" });
    fireEvent.change(await screen.findByRole("textbox", { name: "연락처 뒤 4자리" }), { target: { value: "0000" } });
    fireEvent.click(screen.getByRole("button", { name: "조회" }));
    await waitFor(() => expect(asked).toEqual([{ kind: "alert", text: "조회된 당첨자가 없습니다.", title: undefined, image: undefined }]));
    expect(rowsOf(screen.getByRole("table"))).toHaveLength(3);
  });

  it("coexmall's layout (manifest winners): no seat column, Latin names wrap after 15", async () => {
    open("/coexmall", { id: "SKP01008", mall: "coexmall" });
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["이름", "연락처"]);
    const latin = within(rowsOf(table)[2]!).getAllByRole("cell")[0]!;
    expect([...latin.querySelectorAll("span")].map((s) => s.textContent)).toEqual(["Alexan*er Hamil", "tons"]);
  });

  it("a program without winners says none is registered; an id of the other kind or malformed is not found without a call", async () => {
    open("/suwon/kids/showList/winnerConfirm/SKP01010", { id: "SKP01010" });
    expect(await screen.findByText("등록된 당첨자 명단이 없습니다.")).toBeTruthy();
    cleanup();
    for (const id of ["SLP01005", "SKP-1"]) {
      const { server } = open(`/suwon/kids/showList/winnerConfirm/${id}`, { id });
      expect(await screen.findByText("당첨자 명단을 찾을 수 없습니다.")).toBeTruthy();
      expect(server.calls.filter((c) => c.includes("programPrzList"))).toEqual([]);
      cleanup();
    }
  });

  it("links the program's page and, on the library, the winner list", async () => {
    open("/suwon/library/lectureList/winnerConfirm/SLP01005", { id: "SLP01005", kind: "library" });
    expect(await screen.findByRole("heading", { level: 2, name: "작가와의 대화" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "프로그램 상세" }).getAttribute("href")).toBe("/suwon/library/lectureList/SLP01005");
    expect(screen.getByRole("link", { name: "다른 프로그램 보기" }).getAttribute("href")).toBe("/suwon/library/lectureWinnerList");
  });
});

describe("Suwon's winner list (library/lectureWinnerList)", () => {
  it("lists the library's programs with winners, each linking its winner page", async () => {
    const { server } = open("/suwon/library/lectureWinnerList", { kind: "library", view: "list" });
    const link = await screen.findByRole("link", { name: /작가와의 대화/ });
    expect(link.getAttribute("href")).toBe("/suwon/library/lectureList/winnerConfirm/SLP01005");
    expect(link.textContent).toContain("발표 05.12(일) 10:00");
    expect(server.calls).toEqual(["/api/suwon/fieldLibrary/przProgramList.do"]);
  });

  it("an empty list says no winner list is registered", async () => {
    open("/suwon/library/lectureWinnerList", { kind: "library", view: "list", server: winnersServer({ empty: true }) });
    expect(await screen.findByText("등록된 당첨자 명단이 없습니다.")).toBeTruthy();
  });
});
