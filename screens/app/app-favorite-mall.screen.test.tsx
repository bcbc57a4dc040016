// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeSessionService, MEMBER_SESSION, UNKNOWN_SESSION, VISITOR_SESSION } from "../../engine/session/fake-session.fixture.ts";
import type { SessionSnapshot } from "../../engine/session/session-service.ts";
import { VISITED_MALL_KEY } from "../../engine/shell/visited-mall.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { appAgent, appServer, BROWSER_AGENT, fakeApp } from "./app.fixture.ts";
import AppFavoriteMallScreen from "./app-favorite-mall.screen.tsx";

const browserAgent = navigator.userAgent;
const setAgent = (ua: string) => Object.defineProperty(window.navigator, "userAgent", { value: ua, configurable: true });

afterEach(() => {
  cleanup();
  setAgent(browserAgent);
  localStorage.clear();
});

function open(session: SessionSnapshot, agent = appAgent()) {
  setAgent(agent);
  const app = fakeApp();
  const server = appServer();
  const sessionService = fakeSessionService(session);
  const view = renderScreen(AppFavoriteMallScreen, {
    route: { screen: "appFavoriteMall", path: "setting/favoriteMall" },
    mall: null,
    path: "/app/setting/favoriteMall",
    fetch: server.fetch,
    services: { bridge: async () => app, session: sessionService },
  });
  return { view, app, server, session: sessionService };
}

describe("the favourite mall, in the app", () => {
  it("a member saves the home branch with member.saveBranch", async () => {
    const { server } = open(MEMBER_SESSION);
    const select = (await screen.findByRole("combobox", { name: "자주 가는 지점" })) as HTMLSelectElement;
    expect(select.value).toBe("01");
    fireEvent.change(select, { target: { value: "03" } });
    fireEvent.click(screen.getByRole("button", { name: "지점 저장" }));
    expect(await screen.findByText("자주 가는 지점을 저장했습니다.")).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: "POST", path: "/api/mypage/branch/save.do", body: JSON.stringify({ bcn_cd: "03", cust_id: MEMBER_SESSION.custId }) },
    ]);
  });

  it("a visitor is told it needs a login, sees where the app opens now, and can ask the app to log in; nothing is written", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "04");
    const { app, server } = open(VISITOR_SESSION);
    expect(await screen.findByRole("heading", { level: 2, name: "관심 지점은 회원 정보에 저장됩니다" })).toBeTruthy();
    expect(screen.getByText("로그인하면 관심 지점을 저장할 수 있습니다. 지금은 필드몰 시티 위례에서 앱이 열립니다.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "로그인" }));
    await waitFor(() => expect(app.called).toContain("login"));
    expect(server.seen).toEqual([]);
    expect(app.set).toEqual([]);
  });

  it("asks the session whether a member is logged in before it decides", async () => {
    const { session } = open(UNKNOWN_SESSION);
    await waitFor(() => expect(session.calls).toContain("ensure"));
    expect(screen.getByRole("status", { name: "앱 환경을 확인하고 있습니다." })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "로그인" })).toBeNull();
    session.set(MEMBER_SESSION);
    expect(await screen.findByRole("combobox", { name: "자주 가는 지점" })).toBeTruthy();
  });
});

describe("the favourite mall, in a browser", () => {
  it("explains that the setting is in the app, with nothing to save", async () => {
    const { server, app } = open(MEMBER_SESSION, BROWSER_AGENT);
    expect(await screen.findByRole("heading", { level: 2, name: "앱에서 이용할 수 있는 설정입니다" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "지점 저장" })).toBeNull();
    expect(server.seen).toEqual([]);
    expect(app.called).toEqual([]);
  });
});
