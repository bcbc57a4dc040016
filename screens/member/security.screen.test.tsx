// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import SecurityScreen from "./security.screen.tsx";

afterEach(cleanup);

const device = (deviceSeq: number, deviceNm: string) => ({
  deviceSeq,
  deviceNm,
  uuidMasked: "ab12****",
  firstLoginDttm: "2024-03-02 10:00:00",
  lastLoginDttm: "2024-05-14 09:30:00",
});

/** The reference server's security calls with state: settings and devices change with the writes. */
function server(opts: { failUpdate?: boolean } = {}) {
  const seen: SeenRequest[] = [];
  let setting = { ovrsLoginBlockYn: "N", newDeviceAuthYn: "Y", updDttm: "2024-05-01 10:00:00" };
  let devices = [device(1, "Galaxy S24"), device(2, "iPhone 15")];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : null;
    const req: SeenRequest = { url: String(input), method: init?.method ?? "GET", credentials: init?.credentials, contentType: null, body };
    seen.push(req);
    const path = new URL(req.url, "http://localhost").pathname;
    const params = new URLSearchParams(body ?? "");
    const data = body?.startsWith("{") ? (JSON.parse(body) as Record<string, string>) : Object.fromEntries(params);
    if (path.endsWith("/security/settings")) return json({ message: "success", setting });
    if (path.endsWith("/security/updateSetting")) {
      if (opts.failUpdate) return json({ message: "error" }, 500);
      setting = { ...setting, ...data };
      return json({ message: "success", setting });
    }
    if (path.endsWith("/security/deviceList")) return json({ message: "success", deviceList: devices });
    if (path.endsWith("/security/deleteDevice")) {
      devices = devices.filter((d) => String(d.deviceSeq) !== String(data.deviceSeq));
      return json({ message: "success" });
    }
    return json({ message: "not found" }, 404);
  };
  return { fetch: fetchImpl, seen, writes: () => seen.filter((r) => /updateSetting|deleteDevice/.test(r.url)) };
}

const open = (s: ReturnType<typeof server>, confirm = true) =>
  renderScreen(SecurityScreen, {
    route: { screen: "mySecurity", path: "myinfo/security" },
    path: "/hanam/myinfo/security",
    fetch: s.fetch,
    session: { status: "member", custId: "M0000001" },
    services: { dialogs: { ...fakeDialogs(confirm) } as never },
  });

function fakeDialogs(answer: boolean) {
  const asked: string[] = [];
  return {
    asked,
    confirm: async (req: { text?: string }) => (asked.push(req.text ?? ""), answer),
    alert: async () => {},
    inspection: async () => {},
    error: async () => {},
    getSnapshot: () => ({ current: null, waiting: 0 }),
    subscribe: () => () => {},
    answer: () => {},
    dismiss: () => {},
  };
}

describe("SecurityScreen", () => {
  it("holds the settings' rows in place while they load: their words shown, no box to set, the loading said once", async () => {
    let answer: (r: Response) => void = () => {};
    const s = server();
    const slow: typeof fetch = (input, init) =>
      String(input).includes("/security/settings") ? new Promise<Response>((resolve) => (answer = resolve)) : s.fetch(input, init);
    renderScreen(SecurityScreen, {
      route: { screen: "mySecurity", path: "myinfo/security" },
      path: "/hanam/myinfo/security",
      fetch: slow,
      session: { status: "member", custId: "M0000001" },
    });
    expect(await screen.findByText("해외 로그인 차단")).toBeTruthy();
    expect(screen.getByText("처음 로그인하는 기기에서 휴대폰 인증을 받습니다.")).toBeTruthy();
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    expect(screen.getAllByRole("status").some((el) => el.getAttribute("aria-busy") === "true")).toBe(true);
    answer(json({ message: "success", setting: { ovrsLoginBlockYn: "Y", newDeviceAuthYn: "N", updDttm: "2024-05-01 10:00:00" } }));
    expect(((await screen.findByRole("checkbox", { name: "해외 로그인 차단" })) as HTMLInputElement).checked).toBe(true);
  });

  it("shows both settings as saved and saves a change, confirming it", async () => {
    const s = server();
    open(s);
    const overseas = await screen.findByRole("checkbox", { name: "해외 로그인 차단" });
    expect((overseas as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("checkbox", { name: "새 기기 로그인 시 휴대폰 인증" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(overseas);
    expect(await screen.findByText("설정을 저장했습니다.")).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "해외 로그인 차단" }) as HTMLInputElement).checked).toBe(true));
    expect(s.writes()).toHaveLength(1);
  });

  it("leaves the old value shown when the save fails, and says so", async () => {
    open(server({ failUpdate: true }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "해외 로그인 차단" }));
    expect((await screen.findByRole("alert")).textContent).toBe("설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    expect((screen.getByRole("checkbox", { name: "해외 로그인 차단" }) as HTMLInputElement).checked).toBe(false);
  });

  it("lists the devices and removes one after the confirm", async () => {
    const s = server();
    open(s);
    const list = await screen.findByRole("region", { name: "로그인한 기기" });
    expect(await within(list).findByText("Galaxy S24")).toBeTruthy();
    expect(within(list).getAllByText("기기 ab12**** · 최근 로그인 05.14(화)")).toHaveLength(2);
    fireEvent.click(within(list).getByRole("button", { name: "Galaxy S24 삭제" }));
    expect(await screen.findByText("기기를 삭제했습니다.")).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText("Galaxy S24")).toBeNull());
    expect(s.writes()).toHaveLength(1);
  });

  it("removes nothing when the confirm is declined", async () => {
    const s = server();
    open(s, false);
    fireEvent.click(await screen.findByRole("button", { name: "iPhone 15 삭제" }));
    await new Promise((r) => setTimeout(r, 20));
    expect(s.writes()).toHaveLength(0);
    expect(screen.getByText("iPhone 15")).toBeTruthy();
  });
});
