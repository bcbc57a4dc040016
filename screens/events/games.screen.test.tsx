// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { mallEvent } from "./events.fixture.ts";
import RouletteScreen from "./roulette.screen.tsx";
import { openWindow } from "./roulette-window.ts";
import RpsGameScreen from "./rps-game.screen.tsx";
import { playRound } from "./rps.ts";

afterEach(cleanup);
// Reduced motion: the result shows as soon as the spin answers.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

const IN_SEASON = Date.parse("2026-11-20T12:00:00+09:00");
const PRIZES = [
  { prizeNo: 1, prizeNm: "커피 쿠폰", winYn: "Y" },
  { prizeNo: 2, prizeNm: "꽝", winYn: "N" },
  { prizeNo: 3, prizeNm: "주차권", winYn: "Y" },
];

function server({ withRoulette = true, fail = false } = {}) {
  let spins = 0;
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(String(input), "http://l");
    if (url.pathname.endsWith("/event/eventList.do")) {
      const rows = [
        mallEvent(1),
        ...(withRoulette
          ? [mallEvent(2, { evt_seq: "E07R202611", evt_cd: "RLT", evt_titl: "11월 행운의 룰렛", evt_strt_dt: "2026-11-01", evt_end_dt: "2026-11-30" })]
          : []),
      ];
      return json({
        message: "success",
        resultList: rows,
        paginationInfo: { currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: rows.length, totalPageCount: 1 },
      });
    }
    if (url.pathname.endsWith("/event/rouletteNew.do")) {
      spins++;
      if (fail) return json({ message: "This event has ended." }, 422);
      return json({
        message: "success",
        evt_seq: "E07R202611",
        spinDt: "2026-11-20",
        prizeNo: 3,
        prizeNm: "주차권",
        winYn: "Y",
        spinDttm: "2026-11-20 11:58:03",
        prizeList: PRIZES,
      });
    }
    return json({ message: "no" }, 404);
  };
  return { fetch: fetchImpl, spins: () => spins };
}

const open = (s: ReturnType<typeof server>, { now = IN_SEASON, member = true, dialogs = fakeDialogs() } = {}) =>
  renderScreen(RouletteScreen, {
    route: { screen: "roulette", path: "event/main/roulette" },
    mall: "anseong",
    path: "/anseong/event/main/roulette",
    fetch: s.fetch,
    ...(member ? { session: { status: "member" as const, custId: "M0000001" } } : {}),
    services: { now: () => now, dialogs },
  });

describe("RouletteScreen", () => {
  it("spins the roulette event running today, found in the event list; the result says what was won", async () => {
    const s = server();
    open(s);
    expect(await screen.findByRole("heading", { level: 1, name: "11월 행운의 룰렛" })).toBeTruthy();
    const spin = screen.getByRole("button", { name: "룰렛 돌리기" });
    fireEvent.click(spin);
    fireEvent.click(spin);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("축하합니다! 주차권에 당첨되었습니다. (11:58 참여)"));
    expect(screen.getByRole("list", { name: "룰렛 상품" }).textContent).toContain("커피 쿠폰");
    fireEvent.click(screen.getByRole("button", { name: "오늘 참여 완료" }));
    expect(s.spins()).toBe(1);
  });

  it("outside the manifest's windows it says so, with the windows, and asks for nothing", async () => {
    const s = server();
    open(s, { now: Date.parse("2026-10-15T12:00:00+09:00") });
    expect(await screen.findByText("지금은 룰렛 이벤트 기간이 아닙니다.")).toBeTruthy();
    expect(screen.getByText("운영 기간 2021.10.01 ~ 2021.10.11 · 운영 기간 2026.11.01 ~ 2027.12.31")).toBeTruthy();
    expect(s.spins()).toBe(0);
  });

  it("with no roulette event running it says so", async () => {
    open(server({ withRoulette: false }));
    expect(await screen.findByText("진행 중인 룰렛 이벤트가 없습니다.")).toBeTruthy();
  });

  it("a visitor is asked to log in before spinning", async () => {
    const d = fakeDialogs(false);
    const s = server();
    open(s, { member: false, dialogs: d });
    fireEvent.click(await screen.findByRole("button", { name: "룰렛 돌리기" }));
    await waitFor(() => expect(d.asked.map((a) => a.kind)).toEqual(["confirm"]));
    expect(s.spins()).toBe(0);
  });

  it("a refused spin says so", async () => {
    open(server({ fail: true }));
    fireEvent.click(await screen.findByRole("button", { name: "룰렛 돌리기" }));
    expect(await screen.findByText("지금은 룰렛을 돌릴 수 없습니다.")).toBeTruthy();
  });

  it("a failed event list shows the error state with a retry", async () => {
    const down: typeof fetch = async () => json({ message: "down" }, 500);
    renderScreen(RouletteScreen, {
      route: { screen: "roulette", path: "event/main/roulette" },
      mall: "anseong",
      path: "/anseong/event/main/roulette",
      fetch: down,
      services: { now: () => IN_SEASON },
    });
    expect(await screen.findByRole("button", { name: /다시 시도/ }, { timeout: 3000 })).toBeTruthy();
  });
});

describe("openWindow", () => {
  it("holds both ends and nothing outside", () => {
    const w = [{ from: "2021-10-01", to: "2021-10-11" }];
    expect(openWindow(w, "2021-10-01")).toEqual(w[0]);
    expect(openWindow(w, "2021-10-11")).toEqual(w[0]);
    expect(openWindow(w, "2021-09-30")).toBeNull();
    expect(openWindow(w, "2021-10-12")).toBeNull();
    expect(openWindow([], "2021-10-05")).toBeNull();
  });
});

describe("rock-paper-scissors", () => {
  it("rock beats scissors, paper beats rock, scissors beat paper; the same hand draws", () => {
    expect(playRound("rock", "scissors").outcome).toBe("win");
    expect(playRound("paper", "rock").outcome).toBe("win");
    expect(playRound("scissors", "paper").outcome).toBe("win");
    expect(playRound("scissors", "rock").outcome).toBe("lose");
    expect(playRound("paper", "paper").outcome).toBe("draw");
  });

  it("plays a round with a clear result and keeps the score, sending nothing", async () => {
    const calls: string[] = [];
    renderScreen(RpsGameScreen, {
      route: { screen: "rpsGame", path: "event/main/rpsGame" },
      mall: "hanam",
      path: "/hanam/event/main/rpsGame",
      fetch: async (input) => (calls.push(String(input)), json({}, 404)),
    });
    fireEvent.click(screen.getByRole("button", { name: "바위" }));
    expect(screen.getByRole("status").textContent).toMatch(/^(이겼습니다|졌습니다|비겼습니다)/);
    fireEvent.click(screen.getByRole("button", { name: "보" }));
    expect(
      screen
        .getByText(/^승 \d · 패 \d · 무 \d$/)
        .textContent?.match(/\d/g)
        ?.map(Number)
        .reduce((a, b) => a + b),
    ).toBe(2);
    expect(calls).toEqual([]);
  });
});
