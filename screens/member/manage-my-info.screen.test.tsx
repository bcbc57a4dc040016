// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeBridge, fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import ManageMyInfoScreen from "./manage-my-info.screen.tsx";

afterEach(cleanup);

const MEMBER = {
  cust_id: "M0000001",
  third_party_info_agre_yn: "Y" as const,
  mbr_cel_num1: "010",
  mbr_cel_num2_dec: "1111",
  mbr_cel_num3: "2026",
  mbr_nm: "김하늘",
  stf_point_card_num: "9400123412345678",
  bcn_cd: "01",
};
const FLAGS = [
  "stf_mbr_third_party_agre_yn",
  "stf_mbr_ship_agre_yn",
  "prvc_coln_use_agre_yn",
  "mket_info_sms_agre_yn",
  "mket_info_email_agre_yn",
  "mket_info_dm_agre_yn",
  "mket_info_tm_agre_yn",
  "third_party_info_agre_yn",
];

function server(opts: { failConsent?: boolean; failBranch?: boolean; failLocation?: boolean } = {}) {
  const seen: SeenRequest[] = [];
  let location = "N";
  let agreement: Record<string, string> = { ...Object.fromEntries(FLAGS.map((f) => [f, "Y"])), mket_info_sms_agre_yn: "N", updDttm: "2024-05-01 10:00:00" };
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : null;
    const req: SeenRequest = { url: String(input), method: init?.method ?? "GET", credentials: init?.credentials, contentType: null, body };
    seen.push(req);
    const path = new URL(req.url, "http://localhost").pathname;
    if (path.endsWith("/setting/agreement.do")) return json({ message: "success", agreement });
    if (path.endsWith("/spoint/url")) return json({ message: "success", spointUrl: "https://www.spoint.example/member/modify" });
    if (path.endsWith("/members/agreement.do")) {
      if (opts.failConsent) return json({ message: "error" }, 500);
      agreement = { ...agreement, ...Object.fromEntries([...new URLSearchParams(body ?? "")].filter(([k]) => FLAGS.includes(k))) };
      return json({ message: "success", agreement });
    }
    if (path.endsWith("/branch/save.do")) {
      if (opts.failBranch) return json({ message: "error" }, 500);
      return json({ message: "success", bcn_cd: (JSON.parse(body ?? "{}") as { bcn_cd: string }).bcn_cd });
    }
    if (path.endsWith("/locinfo/devices/DEVICE-0001/agreement.do")) {
      if (req.method === "GET") return json({ message: "success", location_yn: location, agreDttm: null });
      if (opts.failLocation) return json({ message: "error" }, 500);
      location = new URLSearchParams(body ?? "").get("location_yn") ?? location;
      return json({ message: "success", location_yn: location, agreDttm: "2026-11-25 10:00:00" });
    }
    return json({ message: "not found" }, 404);
  };
  return { fetch: fetchImpl, seen, writes: () => seen.filter((r) => r.method === "POST") };
}

const open = (s: ReturnType<typeof server>, section: "profile" | "membership" = "profile", confirmAnswer?: boolean) =>
  renderScreen(ManageMyInfoScreen, {
    route: { screen: "manageMyInfo", path: "manageMyInfo" },
    props: { section },
    path: "/hanam/manageMyInfo",
    fetch: s.fetch,
    session: { status: "member", custId: "M0000001", member: MEMBER },
    ...(confirmAnswer === undefined ? {} : { services: { dialogs: fakeDialogs(confirmAnswer) } }),
  });

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("ManageMyInfoScreen", () => {
  it("shows the member's details masked, and the link to edit them on the points site", async () => {
    open(server());
    expect(screen.getByText("김하늘")).toBeTruthy();
    expect(screen.getByText("010-****-2026")).toBeTruthy();
    expect(screen.getByText("**** **** **** 5678")).toBeTruthy();
    expect((await screen.findByRole("link", { name: "포인트 회원 사이트에서 정보 수정" })).getAttribute("href")).toBe(
      "https://www.spoint.example/member/modify",
    );
  });

  it("shows every consent as saved and saves one change with only its flag", async () => {
    const s = server();
    open(s);
    await screen.findByRole("checkbox", { name: "마케팅 정보 수신 (문자)" });
    expect(screen.getAllByRole("checkbox")).toHaveLength(8);
    expect(box("마케팅 정보 수신 (문자)").checked).toBe(false);
    fireEvent.click(box("마케팅 정보 수신 (문자)"));
    expect(await screen.findByText("동의 설정을 저장했습니다.")).toBeTruthy();
    expect(box("마케팅 정보 수신 (문자)").checked).toBe(true);
    const sent = new URLSearchParams(s.writes()[0]!.body ?? "");
    expect(sent.get("mket_info_sms_agre_yn")).toBe("Y");
    expect(FLAGS.filter((f) => sent.has(f))).toEqual(["mket_info_sms_agre_yn"]);
  });

  it("puts the old value back and says so when the save fails", async () => {
    open(server({ failConsent: true }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "마케팅 정보 수신 (이메일)" }));
    expect((await screen.findByRole("alert")).textContent).toBe("동의 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    expect(box("마케팅 정보 수신 (이메일)").checked).toBe(true);
  });

  it("saves the home branch and confirms it", async () => {
    const s = server();
    open(s);
    const select = screen.getByRole("combobox", { name: "자주 가는 지점" }) as HTMLSelectElement;
    expect(select.value).toBe("01");
    fireEvent.change(select, { target: { value: "03" } });
    fireEvent.click(screen.getByRole("button", { name: "지점 저장" }));
    expect(await screen.findByText("자주 가는 지점을 저장했습니다.")).toBeTruthy();
    expect(JSON.parse(s.writes()[0]!.body ?? "{}")).toEqual({ bcn_cd: "03", cust_id: "M0000001" });
    expect(select.value).toBe("03");
  });

  it("keeps the old branch when its save fails", async () => {
    open(server({ failBranch: true }));
    const select = screen.getByRole("combobox", { name: "자주 가는 지점" }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: "03" } });
    fireEvent.click(screen.getByRole("button", { name: "지점 저장" }));
    expect((await screen.findByRole("alert")).textContent).toBe("지점을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.");
    expect(select.value).toBe("01");
  });

  it("the membership part shows the branch and the membership's two consents only", async () => {
    open(server(), "membership");
    expect(await screen.findByRole("heading", { level: 1, name: "멤버십 정보 변경" })).toBeTruthy();
    await screen.findByRole("checkbox", { name: "멤버십 이용약관 동의" });
    expect(within(screen.getByRole("group")).getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.queryByText("김하늘")).toBeNull();
  });

  it("asks before withdrawing the third-party consent, which ends the session; no is no change", async () => {
    const s = server();
    open(s, "profile", false);
    fireEvent.click(await screen.findByRole("checkbox", { name: "제3자 정보 제공 동의" }));
    await new Promise((r) => setTimeout(r, 20));
    expect(s.writes()).toHaveLength(0);
    expect(box("제3자 정보 제공 동의").checked).toBe(true);
    cleanup();
    const t = server();
    open(t, "profile", true);
    fireEvent.click(await screen.findByRole("checkbox", { name: "제3자 정보 제공 동의" }));
    await waitFor(() => expect(t.writes()).toHaveLength(1));
    expect(new URLSearchParams(t.writes()[0]!.body ?? "").get("third_party_info_agre_yn")).toBe("N");
  });

  describe("in the app", () => {
    const browserAgent = navigator.userAgent;
    const setAgent = (ua: string) => Object.defineProperty(window.navigator, "userAgent", { value: ua, configurable: true });
    afterEach(() => setAgent(browserAgent));
    const inApp = (s: ReturnType<typeof server>) => {
      setAgent("Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 FieldMallApp/3.4.0");
      return renderScreen(ManageMyInfoScreen, {
        route: { screen: "manageMyInfo", path: "manageMyInfo" },
        props: { section: "profile" },
        path: "/hanam/manageMyInfo",
        fetch: s.fetch,
        session: { status: "member", custId: "M0000001", member: MEMBER },
        services: { bridge: () => Promise.resolve({ ...fakeBridge(), getDeviceId: async () => "DEVICE-0001" }) },
      });
    };

    it("shows this device's location consent at the mall and saves a change with the device id", async () => {
      const s = server();
      inApp(s);
      const location = (await screen.findByRole("checkbox", { name: "위치정보 이용 동의" })) as HTMLInputElement;
      expect(location.checked).toBe(false);
      fireEvent.click(location);
      expect(await screen.findByText("위치정보 이용 동의를 저장했습니다.")).toBeTruthy();
      expect(location.checked).toBe(true);
      const write = s.writes().find((r) => r.url.includes("/locinfo/"))!;
      expect(Object.fromEntries(new URLSearchParams(write.body ?? ""))).toEqual({ bcnCd: "01", custId: "M0000001", location_yn: "Y" });
    });

    it("a failed save leaves the old answer and says so", async () => {
      inApp(server({ failLocation: true }));
      fireEvent.click(await screen.findByRole("checkbox", { name: "위치정보 이용 동의" }));
      expect(await screen.findByText("위치정보 이용 동의를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.")).toBeTruthy();
      expect(box("위치정보 이용 동의").checked).toBe(false);
    });
  });

  it("outside the app has no location consent (it belongs to the device)", async () => {
    const s = server();
    open(s);
    await screen.findByRole("checkbox", { name: "마케팅 정보 수신 (문자)" });
    expect(screen.queryByRole("checkbox", { name: "위치정보 이용 동의" })).toBeNull();
    expect(s.seen.some((r) => r.url.includes("/locinfo/"))).toBe(false);
  });
});
