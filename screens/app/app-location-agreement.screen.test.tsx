// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VISITED_MALL_KEY } from "../../engine/shell/visited-mall.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { appAgent, appServer, BROWSER_AGENT, fakeApp } from "./app.fixture.ts";
import AppLocationAgreementScreen from "./app-location-agreement.screen.tsx";

const browserAgent = navigator.userAgent;
const setAgent = (ua: string) => Object.defineProperty(window.navigator, "userAgent", { value: ua, configurable: true });

afterEach(() => {
  cleanup();
  setAgent(browserAgent);
  localStorage.clear();
});

function open(opts: { agent?: string; server?: ReturnType<typeof appServer> } = {}) {
  setAgent(opts.agent ?? appAgent());
  const app = fakeApp();
  const server = opts.server ?? appServer();
  const view = renderScreen(AppLocationAgreementScreen, {
    route: { screen: "appLocationAgreement", path: "setting/locationAgreement" },
    mall: null,
    path: "/app/setting/locationAgreement",
    fetch: server.fetch,
    services: { bridge: async () => app },
  });
  return { view, app, server };
}

const consent = () => screen.findByRole("checkbox", { name: /위치정보 이용 동의/ }) as Promise<HTMLInputElement>;

describe("the location consent, in the app", () => {
  it("starts at the visited mall and saves this device's consent there", async () => {
    localStorage.setItem(VISITED_MALL_KEY, "02");
    const { server } = open();
    expect(((await screen.findByRole("combobox", { name: "지점" })) as HTMLSelectElement).value).toBe("02");
    const box = await consent();
    expect(box.checked).toBe(false);
    expect(server.seen[0]?.path).toBe("/rest/locinfo/devices/DEVICE-0001/agreement.do");
    fireEvent.click(box);
    expect(await screen.findByText("위치정보 이용 동의를 저장했습니다.")).toBeTruthy();
    const write = server.writes()[0]!;
    expect(write.path).toBe("/rest/locinfo/devices/DEVICE-0001/agreement.do");
    expect(Object.fromEntries(new URLSearchParams(write.body ?? ""))).toEqual({ bcnCd: "02", custId: "", location_yn: "Y" });
  });

  it("another mall shows and saves its own answer", async () => {
    const { server } = open({ server: appServer({ location: "Y" }) });
    expect((await consent()).checked).toBe(true);
    fireEvent.change(screen.getByRole("combobox", { name: "지점" }), { target: { value: "09" } });
    await waitFor(() => expect(server.seen.some((c) => c.method === "GET" && c.path.includes("/locinfo/"))).toBe(true));
    fireEvent.click(await consent());
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(new URLSearchParams(server.writes()[0]!.body ?? "").get("bcnCd")).toBe("09");
  });

  it("a failed save leaves the old answer and says so", async () => {
    open({ server: appServer({ failLocationSave: true }) });
    const box = await consent();
    fireEvent.click(box);
    expect(await screen.findByText("위치정보 이용 동의를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.")).toBeTruthy();
    expect(box.checked).toBe(false);
  });
});

describe("the location consent, in a browser", () => {
  it("explains that it is set in the app, and calls nothing", async () => {
    const { server, app } = open({ agent: BROWSER_AGENT });
    expect(await screen.findByRole("heading", { level: 2, name: "앱에서 이용할 수 있는 설정입니다" })).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(server.seen).toEqual([]);
    expect(app.called).toEqual([]);
  });
});
