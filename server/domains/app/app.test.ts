import { describe, expect, it } from "vitest";
import { appEndpoints as ep } from "../../../schemas/api/app.ts";
import { countRows, createTestServer, form } from "../../testing.ts";
import { DEMO_DEVICE_ID, memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";
import { appDomain } from "./index.ts";
import { compareVersions } from "./routes-device.ts";
import { LONG_INBOX_DEVICE_ID } from "./seed.ts";

const server = () => createTestServer([memberDomain, appDomain]);
const status = async (s: ReturnType<typeof server>) => ((await (await s.request("/api/hanam/login/status.do")).json()) as { loginYN: string }).loginYN;

describe("app auto login and logout", () => {
  it("logs in with the custToken of an auto login on the same device only", async () => {
    const s = server();
    const res = await s.request("/api/hanam/spoint/login", form({ userId: "fieldmall01", userPw: "Field!2026a", aloginYn: "Y", uuid: "PHONE-AAAA-0001" }));
    const { custToken } = (await res.json()) as { custToken: string };
    s.resetCookies();
    const other = ep.spointLogin.response.parse(await (await s.request(`/api/app/spoint/PHONE-BBBB-0002/login.do?autoLoginToken=${custToken}`)).json());
    expect(other).toEqual({ message: "success", loginYN: "N", custId: "" });
    expect(await status(s)).toBe("N");
    const same = await s.request(`/api/app/spoint/PHONE-AAAA-0001/login.do?autoLoginToken=${custToken}`);
    expect(ep.spointLogin.response.parse(await same.json())).toEqual({ message: "success", loginYN: "Y", custId: "M0000001" });
    expect(same.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(await status(s)).toBe("Y");

    // App logout ends the session and the device's auto login.
    expect((await s.request("/rest/M0000002/logout.do", form({ uuid: "PHONE-AAAA-0001" }))).status).toBe(403);
    expect((await s.request("/rest/M0000001/logout.do", form({ uuid: "PHONE-AAAA-0001" }))).status).toBe(200);
    expect(await status(s)).toBe("N");
    const after = ep.spointLogin.response.parse(await (await s.request(`/api/app/spoint/PHONE-AAAA-0001/login.do?autoLoginToken=${custToken}`)).json());
    expect(after.loginYN).toBe("N");
  });
});

describe("auto login after a logout", () => {
  it("the web logout (member.logout) ends the member's auto login: the device's stored token no longer logs anyone in", async () => {
    const s = server();
    const res = await s.request("/api/hanam/spoint/login", form({ userId: "fieldmall01", userPw: "Field!2026a", aloginYn: "Y", uuid: "PHONE-AAAA-0001" }));
    const { custToken } = (await res.json()) as { custToken: string };
    expect(custToken).not.toBe("");
    expect((await s.request("/api/hanam/logout.do?custid=M0000001")).status).toBe(200);
    expect(await status(s)).toBe("N");
    const replay = await s.request(`/api/app/spoint/PHONE-AAAA-0001/login.do?autoLoginToken=${custToken}`);
    expect(ep.spointLogin.response.parse(await replay.json())).toEqual({ message: "success", loginYN: "N", custId: "" });
    expect(await status(s)).toBe("N");
    expect(countRows(s, "auto_login_tokens", "cust_id = 'M0000001'")).toBe(0);
  });

  it("a logout without a session ends nobody's auto login", async () => {
    const s = server();
    const res = await s.request("/api/hanam/spoint/login", form({ userId: "fieldmall01", userPw: "Field!2026a", aloginYn: "Y", uuid: "PHONE-AAAA-0001" }));
    const { custToken } = (await res.json()) as { custToken: string };
    s.resetCookies();
    expect((await s.request("/api/hanam/logout.do?custid=M0000001")).status).toBe(200);
    const replay = await s.request(`/api/app/spoint/PHONE-AAAA-0001/login.do?autoLoginToken=${custToken}`);
    expect(ep.spointLogin.response.parse(await replay.json()).loginYN).toBe("Y");
  });
});

describe("inbox", () => {
  it("lists broadcast and device messages, newest first, with the unread count", async () => {
    const s = server();
    const mine = ep.inboxList.response.parse(await (await s.request(`/rest/inbox/${DEMO_DEVICE_ID}/list.do`)).json());
    expect(mine.inboxList).toHaveLength(7);
    expect(mine.newCnt).toBe(6);
    const times = mine.inboxList.map((m) => m.regDttm);
    expect([...times].sort().reverse()).toEqual(times);
    const other = ep.inboxList.response.parse(await (await s.request("/rest/inbox/ANOTHER-PHONE-01/list.do")).json());
    expect(other.inboxList).toHaveLength(5);
    expect(other.newCnt).toBe(5);
    expect((await s.request("/rest/inbox/x/list.do")).status).toBe(400);
  });

  it("opens the welcome message by its .do path and marks it read for the device", async () => {
    const s = server();
    const res = await s.request("/rest/inbox/new/welcome/1/1.do?uuid=ANOTHER-PHONE-01");
    expect(res.status).toBe(200);
    expect(ep.welcome.response.parse(await res.json()).inbox).toMatchObject({ ibSeq: 1, pushSeq: 1, welcomeYn: "Y", readYn: "Y" });
    expect(ep.inboxList.response.parse(await (await s.request("/rest/inbox/ANOTHER-PHONE-01/list.do")).json()).newCnt).toBe(4);
    expect((await s.request("/rest/inbox/new/welcome/2/2.do")).status).toBe(404);
    expect((await s.request("/rest/inbox/new/welcome/1/abc.do")).status).toBe(400);
  });
});

describe("inbox read marks", () => {
  const list = async (s: ReturnType<typeof server>, uuid: string, pageIndex = 1) =>
    ep.inboxList.response.parse(await (await s.request(`/rest/inbox/${uuid}/list.do?pageIndex=${pageIndex}`)).json());
  const read = (s: ReturnType<typeof server>, uuid: string, ibSeq: string | number) => s.request(`/rest/inbox/${uuid}/read.do`, form({ ibSeq }));

  it("marks a message read for that device only and answers the device's new unread count", async () => {
    const s = server();
    const res = await read(s, "PHONE-AAAA-0001", 2);
    expect(res.status).toBe(200);
    expect(ep.inboxRead.response.parse(await res.json())).toEqual({ message: "success", ibSeq: 2, readYn: "Y", newCnt: 4 });
    const mine = await list(s, "PHONE-AAAA-0001");
    expect(mine.newCnt).toBe(4);
    expect(mine.inboxList.find((m) => m.ibSeq === 2)?.readYn).toBe("Y");
    const other = await list(s, "PHONE-BBBB-0002");
    expect(other.newCnt).toBe(5);
    expect(other.inboxList.find((m) => m.ibSeq === 2)?.readYn).toBe("N");
    // Reading it again changes nothing and is no error.
    expect(ep.inboxRead.response.parse(await (await read(s, "PHONE-AAAA-0001", 2)).json()).newCnt).toBe(4);
    expect(countRows(s, "inbox_reads", "uuid = ?", "PHONE-AAAA-0001")).toBe(1);
  });

  it("refuses a bad device id, a bad ibSeq and a message the device's inbox does not hold with a 4xx and a message, writing nothing", async () => {
    const s = server();
    const before = countRows(s, "inbox_reads");
    const refusals: [string, string | number, number, RegExp][] = [
      ["x", 2, 400, /uuid/],
      ["PHONE-AAAA-0001", "abc", 400, /ibSeq/],
      ["PHONE-AAAA-0001", 0, 400, /ibSeq/],
      ["PHONE-AAAA-0001", 9999, 404, /No such message/],
      // Another device's own message is not in this inbox.
      ["PHONE-AAAA-0001", 101, 404, /No such message/],
    ];
    for (const [uuid, ibSeq, status, says] of refusals) {
      const res = await read(s, uuid, ibSeq);
      expect(res.status, `${uuid} ${ibSeq}`).toBe(status);
      expect(JSON.stringify(await res.json())).toMatch(says);
    }
    expect((await s.request("/rest/inbox/PHONE-AAAA-0001/read.do", form({}))).status).toBe(400);
    expect(countRows(s, "inbox_reads")).toBe(before);
  });

  it("lists a long inbox 20 a page, newest first across pages", async () => {
    const s = server();
    const first = await list(s, LONG_INBOX_DEVICE_ID);
    const second = await list(s, LONG_INBOX_DEVICE_ID, 2);
    expect(first.inboxList).toHaveLength(20);
    expect(second.inboxList).toHaveLength(3);
    expect(first.paginationInfo).toMatchObject({ totalPageCount: 2, totalRecordCount: 23 });
    const times = [...first.inboxList, ...second.inboxList].map((m) => m.regDttm);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.newCnt).toBe(23);
  });
});

describe("vouchers", () => {
  it("shows a member's voucher to that member only", async () => {
    const s = server();
    expect((await s.request("/rest/01/coupon/vou/M0000001/VOU0000000001/Y.do")).status).toBe(401);
    await loginAsDemo(s, 1);
    const res = await s.request("/rest/01/coupon/vou/M0000001/VOU0000000001/Y.do");
    expect(ep.voucher.response.parse(await res.json()).vouInfo).toMatchObject({
      vouIssNo: "VOU0000000001",
      vouAmt: "10,000",
      bcn_nm: "필드몰 하남",
      useYn: "N",
    });
    expect((await s.request("/rest/02/coupon/vou/M0000002/VOU0000000003/Y.do")).status).toBe(403);
    expect((await s.request("/rest/02/coupon/vou/M0000001/VOU0000000003/Y.do")).status).toBe(404);
  });

  it("shows a device's voucher with POST and the device id; a member's one still needs the session", async () => {
    const s = server();
    const res = await s.request(`/rest/01/coupon/vou/0/VOU0000000004/${DEMO_DEVICE_ID}/N.do`, { method: "POST" });
    expect(ep.voucherDevice.response.parse(await res.json()).vouInfo.vouAmt).toBe("5,000");
    expect((await s.request("/rest/01/coupon/vou/0/VOU0000000004/ANOTHER-PHONE-01/N.do", { method: "POST" })).status).toBe(404);
    expect((await s.request(`/rest/01/coupon/vou/M0000001/VOU0000000001/${DEMO_DEVICE_ID}/Y.do`, { method: "POST" })).status).toBe(401);
    await loginAsDemo(s, 1);
    expect((await s.request(`/rest/01/coupon/vou/M0000001/VOU0000000001/${DEMO_DEVICE_ID}/Y.do`, { method: "POST" })).status).toBe(200);
  });
});

describe("device settings and update check", () => {
  it("records location consent per device and mall", async () => {
    const s = server();
    const res = await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do`, form({ bcnCd: "01", location_yn: "Y" }));
    expect(ep.locationAgreement.response.parse(await res.json())).toEqual({ message: "success", location_yn: "Y", agreDttm: "2026-11-20 12:00:00" });
    await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do`, form({ bcnCd: "01", location_yn: "N" }));
    expect(s.deps.db.prepare("SELECT bcn_cd, location_yn, cust_id FROM location_agreements").all()).toEqual([{ bcn_cd: "01", location_yn: "N", cust_id: "" }]);
    expect((await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do`, form({ bcnCd: "01", location_yn: "Y", custId: "M0000001" }))).status).toBe(
      401,
    );
    expect((await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do`, form({ bcnCd: "77", location_yn: "Y" }))).status).toBe(400);
    expect((await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do`, form({ bcnCd: "02", location_yn: "maybe" }))).status).toBe(400);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM location_agreements").get()).toEqual({ n: 1 });
  });

  it("tells a device's last answer at a mall (N and no time until it answers)", async () => {
    const s = server();
    const state = async (bcnCd: string) =>
      ep.locationAgreementState.response.parse(await (await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do?bcnCd=${bcnCd}`)).json());
    expect(await state("01")).toEqual({ message: "success", location_yn: "N", agreDttm: null });
    await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do`, form({ bcnCd: "01", location_yn: "Y" }));
    expect(await state("01")).toEqual({ message: "success", location_yn: "Y", agreDttm: "2026-11-20 12:00:00" });
    expect(await state("02")).toMatchObject({ location_yn: "N", agreDttm: null });
    expect((await s.request(`/rest/locinfo/devices/${DEMO_DEVICE_ID}/agreement.do?bcnCd=7`)).status).toBe(400);
  });

  it("tells whether an update is needed, and whether it is forced", async () => {
    const s = server();
    const check = async (os_type: string, app_version: string) =>
      ep.update.response.parse(await (await s.request("/rest/update.do", form({ os_type, app_version }))).json());
    expect(await check("android", "3.4.0")).toMatchObject({ updateYn: "N", forceYn: "N", latestVersion: "3.4.0" });
    expect(await check("A", "3.2.9")).toMatchObject({ updateYn: "Y", forceYn: "N" });
    expect(await check("IOS", "3.0.5")).toMatchObject({ updateYn: "Y", forceYn: "Y", minVersion: "3.1.0" });
    expect((await s.request("/rest/update.do", form({ os_type: "windows", app_version: "1.0" }))).status).toBe(400);
    expect(compareVersions("3.10.0", "3.9.9")).toBe(1);
    expect(compareVersions("3.4", "3.4.0")).toBe(0);
  });
});
