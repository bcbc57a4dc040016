// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { LectureQueryDialog } from "./lecture-dialog.tsx";
import { OPENED_BY_PAGE } from "./program-links.ts";
import ProgramsScreen from "./programs.screen.tsx";
import { WinnersQueryDialog } from "./winner-dialog.tsx";
import { winnersServer } from "./winners.fixture.ts";

afterEach(cleanup);

/** A standard mall's page with the shell's two program dialogs over it, as the shell mounts them. */
function open(path: string, { server = winnersServer(), mall = "hanam", page = false } = {}) {
  const dialogs = fakeDialogs();
  const Host = () => (
    <>
      {page ? (
        <ProgramsScreen
          props={{ kind: "kids", variant: "standard", view: "current" }}
          query={{}}
          params={{}}
          route={{ screen: "programs", path: "tenant/{product}Kids" }}
        />
      ) : (
        <Link to={{ search: "?lecture=SKP01008" }} state={OPENED_BY_PAGE}>
          open
        </Link>
      )}
      <LectureQueryDialog />
      <WinnersQueryDialog />
    </>
  );
  const view = renderScreen(Host, { route: { screen: "programs" }, props: { kind: "kids" }, mall, path, fetch: server.fetch, services: { dialogs } });
  return { view, server, asked: dialogs.asked };
}

describe("the winner dialog (standard malls)", () => {
  it("the lecture dialog's winner check opens the winners of its program over it; closing shows the program again", async () => {
    const { view } = open("/hanam");
    fireEvent.click(screen.getByRole("link", { name: "open" }));
    const lecture = await screen.findByRole("dialog", { name: "천체 교실" });
    fireEvent.click(within(lecture).getByRole("button", { name: "당첨자 확인" }));
    const winners = await screen.findByRole("dialog", { name: "당첨자 확인" });
    expect(view.currentPath()).toBe("/hanam?lecture=SKP01008&winners=SKP01008");
    expect(await within(winners).findByRole("heading", { level: 3, name: "천체 교실" })).toBeTruthy();
    expect(within(winners).getAllByRole("row")).toHaveLength(4);
    expect(within(winners).getByRole("radio", { name: "3회차 오후 5시" })).toBeTruthy();
    fireEvent.click(within(winners).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(view.currentPath()).toBe("/hanam?lecture=SKP01008"));
    expect(screen.queryByRole("dialog", { name: "당첨자 확인" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "천체 교실" })).toBeTruthy();
  });

  it("a program without a winner list: the alert '등록된 당첨자 명단이 없습니다.' and no dialog", async () => {
    const { view, asked } = open("/hanam?lecture=SKP01010");
    fireEvent.click(await screen.findByRole("button", { name: "당첨자 확인" }));
    await waitFor(() => expect(asked.map((a) => [a.kind, a.text])).toEqual([["alert", "등록된 당첨자 명단이 없습니다."]]));
    expect(view.currentPath()).toBe("/hanam?lecture=SKP01010");
    expect(screen.queryByRole("dialog", { name: "당첨자 확인" })).toBeNull();
  });

  it("the program page's winner check lists the programs with winners; one opens its table, and back to the list", async () => {
    const { view } = open("/hanam/tenant/fieldKids", { page: true });
    fireEvent.click(await screen.findByRole("button", { name: "당첨자 확인" }));
    const dialog = await screen.findByRole("dialog", { name: "당첨자 확인" });
    expect(view.currentPath()).toBe("/hanam/tenant/fieldKids?winners=kids");
    const list = within(dialog).getByRole("list", { name: "당첨자 발표 프로그램" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["천체 교실05.09(목) 1회차 오전 11시, 2회차 오후 2시, 3회차 오후 5시발표 05.12(일) 10:00", "인형극05.09(목) 오후 3시발표 05.12(일) 10:00"]);
    fireEvent.click(within(list).getByRole("button", { name: /인형극/ }));
    expect(await within(dialog).findByRole("table", { name: /인형극/ })).toBeTruthy();
    expect(within(dialog).queryByRole("radiogroup")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "다른 프로그램 보기" }));
    expect(within(dialog).getByRole("list", { name: "당첨자 발표 프로그램" })).toBeTruthy();
  });

  it("the program page's winner check with no programs with winners: the alert, and no dialog", async () => {
    const { view, asked } = open("/hanam/tenant/fieldKids", { page: true, server: winnersServer({ empty: true }) });
    fireEvent.click(await screen.findByRole("button", { name: "당첨자 확인" }));
    await waitFor(() => expect(asked.map((a) => [a.kind, a.text])).toEqual([["alert", "등록된 당첨자 명단이 없습니다."]]));
    expect(view.currentPath()).toBe("/hanam/tenant/fieldKids");
  });

  it("an address with an empty list (from elsewhere) alerts and closes the dialog", async () => {
    const { view, asked } = open("/hanam/tenant/fieldLibrary?winners=library", { server: winnersServer({ empty: true }) });
    await waitFor(() => expect(asked.map((a) => [a.kind, a.text])).toEqual([["alert", "등록된 당첨자 명단이 없습니다."]]));
    await waitFor(() => expect(view.currentPath()).toBe("/hanam/tenant/fieldLibrary"));
    expect(screen.queryByRole("dialog", { name: "당첨자 확인" })).toBeNull();
  });

  it("the library's list comes from the library's prize program list (decision 3)", async () => {
    const { server } = open("/hanam/tenant/fieldLibrary?winners=library");
    const dialog = await screen.findByRole("dialog", { name: "당첨자 확인" });
    fireEvent.click(await within(dialog).findByRole("button", { name: /작가와의 대화/ }));
    expect(await within(dialog).findByRole("table", { name: /작가와의 대화/ })).toBeTruthy();
    expect(server.calls).toContain("/api/hanam/fieldLibrary/przProgramList.do");
    expect(server.calls).toContain("/api/hanam/fieldKids/programPrzList.do?skpSeq=SLP01005");
  });
});
