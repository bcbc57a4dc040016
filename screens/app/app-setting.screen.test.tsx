// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MEMBER_SESSION } from "../../engine/session/fake-session.fixture.ts";
import { VISITED_MALL_KEY } from "../../engine/shell/visited-mall.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { appAgent, appServer, BROWSER_AGENT, fakeApp, updateAnswer, type FakeApp } from "./app.fixture.ts";
import AppSettingScreen from "./app-setting.screen.tsx";

const browserAgent = navigator.userAgent;
const setAgent = (ua: string) => Object.defineProperty(window.navigator, "userAgent", { value: ua, configurable: true });

afterEach(() => {
  cleanup();
  setAgent(browserAgent);
  localStorage.clear();
});

function open(opts: { app?: FakeApp; server?: ReturnType<typeof appServer>; agent?: string; path?: string; mall?: string | null; member?: boolean } = {}) {
  setAgent(opts.agent ?? appAgent());
  const app = opts.app ?? fakeApp();
  const server = opts.server ?? appServer();
  const view = renderScreen(AppSettingScreen, {
    route: { screen: "appSetting", name: "Setting", path: "setting" },
    mall: opts.mall ?? null,
    path: opts.path ?? "/app/setting",
    fetch: server.fetch,
    services: { bridge: async () => app },
    ...(opts.member ? { session: MEMBER_SESSION } : {}),
  });
  return { view, app, server };
}

const pushSwitch = () => screen.findByRole("checkbox", { name: /푸시 알림 받기/ }) as Promise<HTMLInputElement>;

describe("the app's settings, in the app", () => {
  it("turns the push agreement on through the bridge, and a new visit reads it back from the app", async () => {
    const { app } = open();
    const push = await pushSwitch();
    expect(push.checked).toBe(false);
    fireEvent.click(push);
    expect(await screen.findByText("푸시 알림 수신 설정을 저장했습니다.")).toBeTruthy();
    expect(push.checked).toBe(true);
    expect(app.set).toEqual([["pushAgreement", "Y"]]);
    cleanup();
    open({ app });
    expect((await pushSwitch()).checked).toBe(true);
    fireEvent.click(await pushSwitch());
    await waitFor(() => expect(app.values["pushAgreement"]).toBe("N"));
  });

  it("an app that does not keep the value: the switch goes back and the page says so", async () => {
    open({ app: fakeApp({ keeps: false }) });
    const push = await pushSwitch();
    fireEvent.click(push);
    expect(await screen.findByText("푸시 알림 수신 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.")).toBeTruthy();
    expect(push.checked).toBe(false);
  });

  it("links the favourite mall and location pages and the terms by screen id, keeping ?mall=", async () => {
    open({ path: "/app/setting?mall=coexmall", mall: "coexmall" });
    await pushSwitch();
    expect(screen.getByRole("link", { name: /관심 지점/ }).getAttribute("href")).toBe("/app/setting/favoriteMall?mall=coexmall");
    expect(screen.getByRole("link", { name: /위치정보 이용 동의/ }).getAttribute("href")).toBe("/app/setting/locationAgreement?mall=coexmall");
    expect(screen.getByRole("link", { name: "약관 및 정책" }).getAttribute("href")).toBe("/app/setting/policyAgreement?mall=coexmall");
    expect(screen.getByRole("link", { name: "앱 접근 권한 안내" }).getAttribute("href")).toBe("/app/agreement/notice_access?mall=coexmall");
  });

  it("says a visitor needs to log in for a favourite mall, and a member where the app opens", async () => {
    open();
    expect(await screen.findByText("로그인하면 관심 지점을 저장할 수 있습니다.")).toBeTruthy();
    cleanup();
    open({ member: true });
    expect(await screen.findByText("앱을 열면 관심 지점으로 이동합니다.")).toBeTruthy();
  });

  it("shows the installed and latest versions, and the update button opens the store through the app", async () => {
    const { app, server } = open({ agent: appAgent("3.2.0"), server: appServer({ update: updateAnswer({ updateYn: "Y" }) }) });
    const about = (await screen.findByRole("heading", { name: "앱 정보" })).closest("section") as HTMLElement;
    expect(await within(about).findByText("3.4.0")).toBeTruthy();
    expect(within(about).getByText("3.2.0")).toBeTruthy();
    expect(new URLSearchParams(server.seen.find((c) => c.path === "/rest/update.do")?.body ?? "").get("os_type")).toBe("android");
    fireEvent.click(within(about).getByRole("button", { name: "업데이트" }));
    await waitFor(() => expect(app.opened).toEqual(["https://apps.example/fieldmall/android"]));
  });

  it("says the latest version is installed, with no update button", async () => {
    open();
    expect(await screen.findByText("최신 버전을 사용하고 있습니다.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "업데이트" })).toBeNull();
  });

  it("a failed version check shows the error state with retry in its section only", async () => {
    open({ server: appServer({ update: "fail" }) });
    const about = (await screen.findByRole("heading", { name: "앱 정보" })).closest("section") as HTMLElement;
    expect(await within(about).findByRole("button", { name: "다시 시도" })).toBeTruthy();
    expect(await pushSwitch()).toBeTruthy();
  });

  it("back without history goes to the mall the app opens with", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "05");
    const { view } = open();
    fireEvent.click(screen.getByRole("button", { name: "뒤로 가기" }));
    await waitFor(() => expect(view.currentPath()).toBe("/bucheon"));
  });
});

describe("the app's settings, in a browser", () => {
  it("explains that the settings are in the app, and reads or writes nothing", async () => {
    const { app, server } = open({ agent: BROWSER_AGENT });
    expect(await screen.findByRole("heading", { level: 2, name: "앱에서 이용할 수 있는 설정입니다" })).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("link", { name: /관심 지점/ })).toBeNull();
    // The terms are there to read.
    expect(screen.getByRole("link", { name: "약관 및 정책" })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 30));
    expect(server.seen).toEqual([]);
    expect(app.called).toEqual([]);
  });
});
