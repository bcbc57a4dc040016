import { describe, expect, it } from "vitest";
import { memberEndpoints } from "../../../schemas/api/member.ts";
import { countRows, createTestServer, form } from "../../testing.ts";
import { SEED_MEMBERS } from "./demo-members.ts";
import { memberDomain } from "./index.ts";
import { NEW_DEVICE_AUTH_WINDOW_MS } from "./new-device-auth.ts";

const guarded = SEED_MEMBERS.find((m) => m.userId === "fieldmall03")!;
const plain = SEED_MEMBERS[0]!;
const PHONE = guarded.phone.join("");
const start = new Date("2026-11-20T03:00:00Z").getTime();

function server() {
  const clock = { t: start };
  const s = createTestServer([memberDomain], () => new Date(clock.t));
  const fields = (uuid: string | undefined, extra: Record<string, string> = {}, m = guarded) => ({
    userId: m.userId,
    userPw: m.password,
    aloginYn: "N",
    ...(uuid === undefined ? {} : { uuid }),
    newDeviceChk: "Y",
    ...extra,
  });
  /** Logs in without the shared cookie jar, so parallel logins do not mix their cookies. */
  const login = async (uuid: string | undefined, extra: Record<string, string> = {}, m = guarded) => {
    const init = form(fields(uuid, extra, m));
    // Without the cookie jar, but as the app's own page (writes answer only same-origin requests).
    const res = await s.app.request("/api/hanam/spoint/login", {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "sec-fetch-site": "same-origin" },
    });
    const body: unknown = await res.json();
    return { status: res.status, cookie: res.headers.get("set-cookie"), body: res.status === 200 ? memberEndpoints.login.response.parse(body) : body };
  };
  const verifyPhone = async (custId = guarded.custId, path = "newDevice") => {
    const issued = await s.request("/rest/login/sec/requestAuth", form({ phoneNo: PHONE, custId }));
    const { devAuthNo } = memberEndpoints.requestAuth.response.parse(await issued.json());
    expect(devAuthNo, "the number is echoed outside production").toMatch(/^\d{6}$/);
    const done = await s.request(`/rest/login/${path}/sec/completeAuth`, form({ authNo: devAuthNo!, phoneNo: PHONE, custId }));
    expect(done.status).toBe(200);
  };
  const devices = (custId = guarded.custId) =>
    (s.deps.db.prepare("SELECT uuid FROM member_devices WHERE cust_id = ? ORDER BY device_seq").all(custId) as { uuid: string }[]).map((d) => d.uuid);
  return { s, clock, login, verifyPhone, devices };
}

const authRequired = { message: "success", custId: "M0000003", custToken: "", authRequired: "Y", phoneHint: "010-****-2026" };

describe("new-device phone authentication at login", () => {
  it("asks a guarded member's new device to verify the phone, then admits it once", async () => {
    const { s, login, verifyPhone, devices } = server();
    const first = await login("PHONE-NEW-0001");
    expect(first).toEqual({ status: 200, cookie: null, body: authRequired });
    expect(devices()).toEqual([]);
    expect(countRows(s, "sessions")).toBe(0);

    await verifyPhone();
    const again = await login("PHONE-NEW-0001", { aloginYn: "Y" });
    expect(again.status).toBe(200);
    expect(again.cookie).toMatch(/HttpOnly/i);
    expect(again.body).toEqual({ message: "success", custId: "M0000003", custToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/) });
    expect(devices()).toEqual(["PHONE-NEW-0001"]);
    const status = await s.app.request("/api/hanam/login/status.do", { headers: { cookie: again.cookie!.split(";")[0]! } });
    expect(await status.json()).toEqual({ message: "success", loginYN: "Y", mbr001Vo: { bcn_cd: "01" } });

    // The verification is spent: another new device must verify again; the admitted one need not.
    expect((await login("TABLET-NEW-0002")).body).toEqual(authRequired);
    expect(devices()).toEqual(["PHONE-NEW-0001"]);
    expect((await login("PHONE-NEW-0001")).body).toEqual({ message: "success", custId: "M0000003", custToken: "" });
  });

  it("lets one verification admit only one of several parallel logins from new devices", async () => {
    const { s, login, verifyPhone, devices } = server();
    await verifyPhone();
    const answers = await Promise.all(["RACE-DEVICE-A", "RACE-DEVICE-B", "RACE-DEVICE-C"].map((uuid) => login(uuid)));
    expect(answers.filter((a) => a.cookie !== null)).toHaveLength(1);
    expect(answers.filter((a) => JSON.stringify(a.body) === JSON.stringify(authRequired))).toHaveLength(2);
    expect(devices()).toHaveLength(1);
    expect(countRows(s, "sessions")).toBe(1);
  });

  it("keeps a verification 10 minutes by the server's clock", async () => {
    const { clock, login, verifyPhone } = server();
    await verifyPhone();
    clock.t = start + NEW_DEVICE_AUTH_WINDOW_MS;
    expect((await login("LATE-DEVICE-0001")).body).toEqual(authRequired);

    await verifyPhone();
    clock.t += NEW_DEVICE_AUTH_WINDOW_MS - 1;
    expect((await login("LATE-DEVICE-0001")).cookie).not.toBeNull();
  });

  it("counts only the member's own newDevice verifications", async () => {
    const { login, verifyPhone } = server();
    await verifyPhone(guarded.custId, "security");
    expect((await login("OTHER-PATH-0001")).body).toEqual(authRequired);
  });

  it("changes nothing without newDeviceChk, without a uuid, on a known device or for a member who did not ask", async () => {
    const { s, login, devices } = server();
    const unchecked = await login("UNCHECKED-0001", { newDeviceChk: "N" });
    expect(unchecked.body).toEqual({ message: "success", custId: "M0000003", custToken: "" });
    expect(devices()).toEqual(["UNCHECKED-0001"]);
    // That device is known now, so asking for the check admits it.
    expect((await login("UNCHECKED-0001")).cookie).not.toBeNull();
    expect((await login(undefined)).cookie).not.toBeNull();
    expect((await login("", {})).cookie).not.toBeNull();
    const other = await login("PLAIN-NEW-0001", {}, plain);
    expect(other.body).toEqual({ message: "success", custId: plain.custId, custToken: "" });
    expect(devices(plain.custId)).toContain("PLAIN-NEW-0001");
    expect(countRows(s, "auth_verifications")).toBe(0);
  });

  it("answers a wrong password with 401 and no phone hint, and never blocks right passwords awaiting verification", async () => {
    const { login } = server();
    const wrong = await login("WRONG-PW-0001", { userPw: "not-the-password" });
    expect(wrong).toEqual({ status: 401, cookie: null, body: { message: "The ID or password is incorrect." } });
    for (let i = 0; i < 12; i++) expect((await login("WAITING-0001")).body).toEqual(authRequired);
  });

  it("applies the member's own setting as changed through the security settings", async () => {
    const { s, login } = server();
    expect((await s.request("/api/hanam/spoint/login", form({ userId: plain.userId, userPw: plain.password }))).status).toBe(200);
    expect((await s.request("/rest/mypage/security/updateSetting", form({ newDeviceAuthYn: "Y" }))).status).toBe(200);
    const res = await login("AFTER-SETTING-01", {}, plain);
    expect(res.body).toEqual({ ...authRequired, custId: plain.custId, phoneHint: "010-****-2026" });
  });
});
