// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { failure, fakeServer, json } from "./board.fixture.ts";
import ExhibitionsScreen from "./exhibitions.screen.tsx";

afterEach(cleanup);

// The screen tests' clock: Wednesday 2024-05-15 in Seoul, so this week is 05.13 (Mon) – 05.19 (Sun).
const EXHIBITIONS = [
  { exhSeq: 1, exhTitl: "빛의 정원", exhPlc: "1층 아트리움", exhStrtDt: "2024-05-01", exhEndDt: "2024-05-31", imgMobUri: "/a1.svg", exhSmry: "몰입형 정원" },
  { exhSeq: 2, exhTitl: "골목 사진전", exhPlc: "2층 갤러리", exhStrtDt: "2024-05-18", exhEndDt: "2024-05-26", imgMobUri: "/a2.svg", exhSmry: "" },
  { exhSeq: 3, exhTitl: "사라진 전시", exhPlc: "3층", exhStrtDt: "2024-05-10", exhEndDt: "2024-05-20", imgMobUri: "/a3.svg", exhSmry: "" },
];

/** The exhibitions overlapping the asked week; exhView answers 1 and 2 (1 fails `failures` times first), 404 for 3. */
function exhibitionServer({ failures = 0 } = {}) {
  let failed = 0;
  return fakeServer((path, p) => {
    if (path.endsWith("/exhList.do")) {
      const from = p.get("searchKeyword") ?? "";
      const to = p.get("searchKeyword2") ?? "";
      const exhList = EXHIBITIONS.filter((e) => e.exhStrtDt <= to && e.exhEndDt >= from);
      return json({ message: "success", searchKeyword: from, searchKeyword2: to, exhList });
    }
    if (path.endsWith("/exhView.do")) {
      const seq = Number(p.get("exhSeq"));
      const e = EXHIBITIONS.find((x) => x.exhSeq === seq);
      if (!e || seq === 3) return failure(404, "Exhibition not found");
      if (failed < failures) {
        failed++;
        return failure(500, "An error has occurred. Please try again later.");
      }
      const exhibition = { ...e, exhCont: `<p>${e.exhTitl} 소개</p><script>window.__exhRan = true</script>`, opnHr: "10:00~22:00", fee: "무료" };
      return json({ message: "success", exhibition });
    }
    return json({ message: "not here" }, 404);
  });
}

function open(s: ReturnType<typeof exhibitionServer>, search = "") {
  return renderScreen(ExhibitionsScreen, { route: { screen: "exhibitions", path: "store/exhibit" }, path: `/hanam/store/exhibit${search}`, fetch: s.fetch });
}

const weekShown = () =>
  within(screen.getByRole("navigation", { name: "주 선택" }))
    .getByText(/–/)
    .closest("p")?.textContent;
const bounds = (s: ReturnType<typeof exhibitionServer>) => s.calls("/exhList.do").map((p) => `${p.get("searchKeyword")}..${p.get("searchKeyword2")}`);

describe("ExhibitionsScreen", () => {
  it("opens on this week in Seoul, Monday to Sunday with its dates, and lists the week's exhibitions", async () => {
    const s = exhibitionServer();
    open(s);
    await screen.findByText("빛의 정원");
    expect(weekShown()).toBe("이번 주 05.13(월) – 05.19(일)");
    expect(bounds(s)).toEqual(["2024-05-13..2024-05-19"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["빛의 정원", "골목 사진전", "사라진 전시"]);
    expect(screen.getByText("05.01(수) ~ 05.31(금) · 1층 아트리움")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "이번 주로" })).toBeNull();
  });

  it("steps to the next and previous weeks, keeps the week in the URL, and comes back to this week", async () => {
    const s = exhibitionServer();
    const view = open(s);
    await screen.findByText("빛의 정원");
    fireEvent.click(screen.getByRole("button", { name: "다음 주" }));
    await waitFor(() => expect(weekShown()).toBe("다음 주 05.20(월) – 05.26(일)"));
    await waitFor(() => expect(screen.queryByText("사라진 전시")).not.toBeNull());
    expect(view.currentPath()).toBe("/hanam/store/exhibit?week=2024-05-20");
    fireEvent.click(screen.getByRole("button", { name: "이전 주" }));
    fireEvent.click(screen.getByRole("button", { name: "이전 주" }));
    await waitFor(() => expect(weekShown()).toBe("지난 주 05.06(월) – 05.12(일)"));
    fireEvent.click(screen.getByRole("button", { name: "이전 주" }));
    await waitFor(() => expect(weekShown()).toBe("선택한 주 04.29(월) – 05.05(일)"));
    fireEvent.click(screen.getByRole("button", { name: "이번 주로" }));
    await waitFor(() => expect(weekShown()).toBe("이번 주 05.13(월) – 05.19(일)"));
    expect(view.currentPath()).toBe("/hanam/store/exhibit");
    expect(bounds(s)).toEqual(["2024-05-13..2024-05-19", "2024-05-20..2024-05-26", "2024-05-06..2024-05-12", "2024-04-29..2024-05-05"]);
  });

  it("says so for a week without exhibitions", async () => {
    open(exhibitionServer(), "?week=2024-07-03");
    expect(await screen.findByText("이 기간에 열리는 전시가 없습니다.")).toBeTruthy();
    expect(weekShown()).toBe("선택한 주 07.01(월) – 07.07(일)");
  });

  it("reads the URL's week by any day of it, and a day that does not exist as this week", async () => {
    const s = exhibitionServer();
    open(s, "?week=2024-05-29");
    await screen.findByText("빛의 정원");
    expect(bounds(s)).toEqual(["2024-05-27..2024-06-02"]);
    cleanup();
    const bad = exhibitionServer();
    open(bad, "?week=2024-02-30");
    await screen.findByText("빛의 정원");
    expect(bounds(bad)).toEqual(["2024-05-13..2024-05-19"]);
  });

  it("an exhibition opens in a dialog with its dates, place, hours, fee and sanitized text; closing gives the focus back", async () => {
    const s = exhibitionServer();
    open(s);
    const card = await screen.findByRole("button", { name: "빛의 정원" });
    card.focus();
    fireEvent.click(card);
    const dialog = await screen.findByRole("dialog", { name: "빛의 정원" });
    expect(await within(dialog).findByText("빛의 정원 소개")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["기간", "장소", "관람 시간", "관람료"]);
    expect(
      within(dialog)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["05.01(수) ~ 05.31(금)", "1층 아트리움", "10:00~22:00", "무료"]);
    expect(document.querySelector("script")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "닫기" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(card);
    expect(s.calls("/exhView.do").map((p) => p.get("exhSeq"))).toEqual(["1"]);
  });

  it("the dialog offers retry when its call fails, and says so for an exhibition gone since", async () => {
    open(exhibitionServer({ failures: 2 }));
    fireEvent.click(await screen.findByRole("button", { name: "빛의 정원" }));
    const dialog = await screen.findByRole("dialog", { name: "전시 정보" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "다시 시도" }));
    expect(await within(dialog).findByText("빛의 정원 소개")).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "사라진 전시" }));
    expect(await within(await screen.findByRole("dialog")).findByText("전시 정보를 찾을 수 없습니다.")).toBeTruthy();
  });
});
