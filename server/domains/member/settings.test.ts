import { describe, expect, it } from "vitest";
import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import { createTestServer, form } from "../../testing.ts";
import { memberDomain } from "./index.ts";
import { loginAsDemo } from "./testing.ts";

const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("member settings", () => {
  it("lists the current terms, and the versions of one with Ver labels", async () => {
    const s = createTestServer([memberDomain]);
    const terms = ep.acceptanceOfTerms.response.parse(await (await s.request("/api/login/acceptanceOfTerms.do")).json()).termsList;
    expect(terms.map((t) => t.terKey)).toEqual(["service", "privacy", "thirdParty", "spointMembership", "marketing", "location"]);
    expect(terms.find((t) => t.terKey === "thirdParty")).toMatchObject({ reqYn: "Y", agreFlag: "third_party_info_agre_yn" });
    const page = ep.settingAgreementPage.response.parse(await (await s.request("/api/hanam/setting/agreementPage.do?agreement=service")).json());
    expect(page.resultList.map((v) => v.terVer)).toEqual(["Ver5.0", "Ver4.0"]);
    expect(page.detail.terSeq).toBe(page.resultList[0]!.terSeq);
    const old = ep.settingAgreementPage.response.parse(
      await (await s.request(`/api/hanam/setting/agreementPage.do?agreement=service&terSeq=${page.resultList[1]!.terSeq}`)).json(),
    );
    expect(old.detail.terCont).toContain("제1조");
    const missing = await s.request(`/api/hanam/setting/agreementPage.do?agreement=privacy&terSeq=${page.resultList[1]!.terSeq}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Agreement detail not found" });
  });

  it("tells member 2 that third-party consent is missing, and saving it fixes that", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 2);
    const before = ep.acceptanceApi.response.parse(await (await s.request("/api/login/acceptanceApi.do")).json());
    expect(before).toEqual({ message: "success", agreeYn: "N", missingList: ["third_party_info_agre_yn"] });
    const saved = await s.request("/api/coexmall/members/agreement.do", form({ third_party_info_agre_yn: "Y", mket_info_email_agre_yn: "Y" }));
    const agreement = ep.saveAgreement.response.parse(await saved.json()).agreement;
    expect(agreement).toMatchObject({ third_party_info_agre_yn: "Y", mket_info_email_agre_yn: "Y", mket_info_sms_agre_yn: "N" });
    expect(ep.acceptanceApi.response.parse(await (await s.request("/api/login/acceptanceApi.do")).json()).agreeYn).toBe("Y");
    expect(s.deps.db.prepare("SELECT flag, value FROM member_consent_history ORDER BY id").all()).toEqual([
      { flag: "mket_info_email_agre_yn", value: "Y" },
      { flag: "third_party_info_agre_yn", value: "Y" },
    ]);
    const main = ep.main.response.parse(await (await s.request("/api/coexmall/mypage/main.do")).json());
    expect(main.mbr001Vo?.third_party_info_agre_yn).toBe("Y");
  });

  it("refuses bad consent input with 400 and changes nothing", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 1);
    expect((await s.request("/api/hanam/members/agreement.do", form({ mket_info_sms_agre_yn: "yes" }))).status).toBe(400);
    expect((await s.request("/api/hanam/members/agreement.do", form({ unrelated: "Y" }))).status).toBe(400);
    expect((await s.request("/api/hanam/members/agreement.do", form({ mket_info_sms_agre_yn: "N", custid: "M0000002" }))).status).toBe(403);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM member_consent_history").get()).toEqual({ n: 0 });
    expect(ep.settingAgreement.response.parse(await (await s.request("/api/hanam/setting/agreement.do")).json()).agreement.mket_info_sms_agre_yn).toBe("Y");
  });

  it("saves the home branch from a JSON body, for known malls only", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 1);
    expect((await s.request("/api/mypage/branch/save.do", json({ bcn_cd: "09", cust_id: "M0000001" }))).status).toBe(200);
    expect(await (await s.request("/api/hanam/login/status.do")).json()).toEqual({ message: "success", loginYN: "Y", mbr001Vo: { bcn_cd: "09" } });
    expect((await s.request("/api/mypage/branch/save.do", json({ bcn_cd: "77" }))).status).toBe(400);
    expect((await s.request("/api/mypage/branch/save.do", json({ bcn_cd: "02", cust_id: "M0000002" }))).status).toBe(403);
    expect((await s.request("/api/mypage/branch/save.do", form({ bcn_cd: "02" }))).status).toBe(400);
  });

  it("keeps Suwon favourites per member, idempotently", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 1);
    for (let i = 0; i < 3; i++) expect((await s.request("/api/suwon/mypage/regInterestTenant.do", form({ tnt_seq: "T090030" }))).status).toBe(200);
    const list = ep.interestTenantList.response.parse(await (await s.request("/api/mypage/suwon/interest/tenantList.do")).json()).resultList;
    expect(list.map((r) => r.tnt_seq)).toEqual(["T090030", "T090018", "T090001"]);
    await s.request("/api/suwon/mypage/delInterestTenant.do", form({ tnt_seq: "T090018" }));
    await s.request("/api/suwon/mypage/regInterestEvent.do", form({ evt_seq: "E090002" }));
    await s.request("/api/suwon/mypage/delInterestEvent.do", form({ evt_seq: "E090001" }));
    expect(
      ep.interestTenantList.response.parse(await (await s.request("/api/mypage/suwon/interest/tenantList.do")).json()).resultList.map((r) => r.tnt_seq),
    ).toEqual(["T090030", "T090001"]);
    expect(
      ep.interestEventList.response.parse(await (await s.request("/api/mypage/suwon/interest/eventList.do")).json()).resultList.map((r) => r.evt_seq),
    ).toEqual(["E090002"]);
    await loginAsDemo(s, 2);
    expect(ep.interestTenantList.response.parse(await (await s.request("/api/mypage/suwon/interest/tenantList.do")).json()).resultList).toEqual([]);
  });

  it("records a favourite once when 20 identical requests arrive together", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.request("/api/suwon/mypage/regInterestEvent.do", form({ evt_seq: "9010" }))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM interests WHERE cust_id = 'M0000002' AND ref_seq = '9010'").get()).toEqual({ n: 1 });
  });

  it("changes overseas-login settings and removes a device with its auto login", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 1);
    const setting = ep.securitySettings.response.parse(await (await s.request("/rest/mypage/security/settings", { method: "POST" })).json()).setting;
    expect(setting).toMatchObject({ ovrsLoginBlockYn: "Y", newDeviceAuthYn: "N" });
    const changed = ep.securityUpdate.response.parse(
      await (await s.request("/rest/mypage/security/updateSetting", form({ ovrsLoginBlockYn: "N" }))).json(),
    ).setting;
    expect(changed).toMatchObject({ ovrsLoginBlockYn: "N", newDeviceAuthYn: "N", updDttm: "2026-11-20 12:00:00" });
    expect((await s.request("/rest/mypage/security/updateSetting", form({}))).status).toBe(400);
    const devices = ep.securityDevices.response.parse(await (await s.request("/rest/mypage/security/deviceList", { method: "POST" })).json()).deviceList;
    expect(devices.map((d) => d.deviceNm)).toEqual(["Galaxy S24 (Android 15)", "iPad Air (iPadOS 18)"]);
    const ipad = devices[1]!.deviceSeq;
    expect((await s.request("/rest/mypage/security/deleteDevice", form({ deviceSeq: ipad }))).status).toBe(200);
    expect((await s.request("/rest/mypage/security/deleteDevice", form({ deviceSeq: ipad }))).status).toBe(404);
    await loginAsDemo(s, 2);
    expect((await s.request("/rest/mypage/security/deleteDevice", form({ deviceSeq: devices[0]!.deviceSeq }))).status).toBe(404);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM member_devices WHERE cust_id = 'M0000001'").get()).toEqual({ n: 1 });
  });

  it("shows the VIP popup at hanam only, to VIP members", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 1);
    expect(ep.vipPop.response.parse(await (await s.request("/api/hanam/mypage/vipPop.do")).json())).toMatchObject({ vipYn: "Y", popYn: "Y" });
    expect(ep.vipPop.response.parse(await (await s.request("/api/goyang/mypage/vipPop.do")).json())).toMatchObject({ vipYn: "Y", popYn: "N", popup: null });
    await loginAsDemo(s, 2);
    expect(ep.vipPop.response.parse(await (await s.request("/api/hanam/mypage/vipPop.do")).json())).toMatchObject({ vipYn: "N", vipGrade: "", popYn: "N" });
  });
});
