// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MEMBER_SESSION, VISITOR_SESSION } from "../../engine/session/fake-session.fixture.ts";
import type { SessionService } from "../../engine/session/session-service.ts";
import { VISITED_MALL_KEY } from "../../engine/shell/visited-mall.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { appAgent, appServer, BROWSER_AGENT, fakeApp, loginSession, memberAt, updateAnswer, type FakeApp } from "./app.fixture.ts";
import { UPDATE_OFFERED_KEY } from "./app-entry-page.tsx";
import AppHomeScreen from "./app-home.screen.tsx";
import AppLoginOkScreen from "./app-login-ok.screen.tsx";

const browserAgent = navigator.userAgent;
const setAgent = (ua: string) => Object.defineProperty(window.navigator, "userAgent", { value: ua, configurable: true });

afterEach(() => {
  cleanup();
  setAgent(browserAgent);
  localStorage.clear();
});

function open(
  opts: {
    app?: FakeApp;
    server?: ReturnType<typeof appServer>;
    session?: SessionService;
    agent?: string;
    loginOk?: boolean;
    path?: string;
    mall?: string | null;
  } = {},
) {
  setAgent(opts.agent ?? appAgent());
  const app = opts.app ?? fakeApp();
  const server = opts.server ?? appServer();
  const dialogs = fakeDialogs(true);
  const view = opts.loginOk
    ? renderScreen(AppLoginOkScreen, {
        route: { screen: "appLoginOk", path: "loginOK" },
        mall: opts.mall ?? null,
        path: opts.path ?? "/app/loginOK",
        fetch: server.fetch,
        services: { bridge: async () => app, dialogs, ...(opts.session ? { session: opts.session } : {}) },
      })
    : renderScreen(AppHomeScreen, {
        route: { screen: "appHome", path: "" },
        mall: opts.mall ?? null,
        path: opts.path ?? "/app",
        fetch: server.fetch,
        services: { bridge: async () => app, dialogs, ...(opts.session ? { session: opts.session } : {}) },
      });
  return { view, app, server, dialogs };
}

const busy = () => document.documentElement.hasAttribute("data-busy");

describe("/app", () => {
  it("in a browser goes to the visited mall, replacing /app, with no call and no bridge call", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "03");
    const { view, app, server } = open({ agent: BROWSER_AGENT });
    await waitFor(() => expect(view.currentPath()).toBe("/goyang"));
    expect(server.seen).toEqual([]);
    expect(app.called).toEqual([]);
  });

  it("in a browser without a visited mall goes to the entry gate", async () => {
    const { view } = open({ agent: BROWSER_AGENT });
    await waitFor(() => expect(view.currentPath()).toBe("/"));
  });

  it("in the app logs in with the stored token and lands on the member's home branch; busy until then", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "04");
    const { view, server } = open({ app: fakeApp({ loginToken: "good-token" }), session: loginSession(VISITOR_SESSION, memberAt("02")) });
    expect(screen.getByRole("status").textContent).toBe("잠시만 기다려 주세요. 앱을 시작하고 있습니다.");
    expect(busy()).toBe(true);
    await waitFor(() => expect(view.currentPath()).toBe("/coexmall"));
    expect(server.seen.map((c) => c.path)).toEqual(expect.arrayContaining(["/api/app/spoint/DEVICE-0001/login.do", "/rest/update.do"]));
    await waitFor(() => expect(busy()).toBe(false));
  });

  it.each([
    ["is missing", null],
    ["is refused", "stale-token"],
  ])("when the token %s, goes on as a visitor to the visited mall", async (_, token) => {
    localStorage.setItem(VISITED_MALL_KEY, "04");
    const session = loginSession();
    const { view } = open({ app: fakeApp({ loginToken: token }), session });
    await waitFor(() => expect(view.currentPath()).toBe("/wirye"));
    expect(session.getSnapshot().status).toBe("visitor");
  });

  it("a forced update shows the dialog with the store button, stays, and the button opens the store through the app", async () => {
    const server = appServer({ update: updateAnswer({ forceYn: "Y", updateYn: "Y" }) });
    const { view, app, dialogs } = open({ agent: appAgent("2.9.0"), app: fakeApp({ loginToken: "good-token" }), server });
    expect(await screen.findByRole("heading", { level: 1, name: "앱 업데이트가 필요합니다" })).toBeTruthy();
    expect(dialogs.asked).toEqual([{ kind: "confirm", title: "업데이트 안내", text: "앱을 계속 이용하려면 최신 버전(3.4.0)으로 업데이트해 주세요." }]);
    // The dialog's update button (the fake answers yes) opened the store.
    await waitFor(() => expect(app.opened).toEqual(["https://apps.example/fieldmall/android"]));
    expect(view.currentPath()).toBe("/app");
    expect(busy()).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "스토어에서 업데이트" }));
    await waitFor(() => expect(app.opened).toHaveLength(2));
    expect(view.currentPath()).toBe("/app");
  });

  it("an optional update is offered once without blocking: the page goes on at once", async () => {
    const server = appServer({ update: updateAnswer({ updateYn: "Y" }) });
    const first = open({ agent: appAgent("3.2.0"), server });
    await waitFor(() => expect(first.view.currentPath()).toBe("/hanam"));
    expect(first.dialogs.asked).toEqual([{ kind: "confirm", title: "업데이트 안내", text: "새 버전(3.4.0)이 나왔습니다. 지금 업데이트하시겠습니까?" }]);
    expect(localStorage.getItem(UPDATE_OFFERED_KEY)).toBe("3.4.0");
    cleanup();
    const again = open({ agent: appAgent("3.2.0"), server });
    await waitFor(() => expect(again.view.currentPath()).toBe("/hanam"));
    expect(again.dialogs.asked).toEqual([]);
  });

  it("a member without consent is left to the session's login page: nothing else happens", async () => {
    const { view, dialogs } = open({ app: fakeApp({ loginToken: "good-token" }), session: loginSession(VISITOR_SESSION, "consentMissing") });
    await waitFor(() => expect(busy()).toBe(false));
    expect(view.currentPath()).toBe("/app");
    expect(dialogs.asked).toEqual([]);
  });

  it("the ?mall= mall wins", async () => {
    const { view } = open({ agent: BROWSER_AGENT, path: "/app?mall=coexmall", mall: "coexmall" });
    await waitFor(() => expect(view.currentPath()).toBe("/coexmall"));
  });
});

describe("/app/loginOK", () => {
  it("hands the member's customer id to the app and goes to the home branch", async () => {
    const app = fakeApp();
    const { view } = open({ loginOk: true, app, session: loginSession(memberAt("07")) });
    await waitFor(() => expect(view.currentPath()).toBe("/anseong"));
    expect(app.set).toEqual([["custId", MEMBER_SESSION.custId]]);
  });

  it("in a browser goes on as /app does and tells the app nothing", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "02");
    const app = fakeApp();
    const { view } = open({ loginOk: true, app, agent: BROWSER_AGENT, session: loginSession(MEMBER_SESSION) });
    await waitFor(() => expect(view.currentPath()).toBe("/coexmall"));
    expect(app.called).toEqual([]);
  });
});
