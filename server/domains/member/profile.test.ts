import { describe, expect, it } from "vitest";
import { memberEndpoints } from "../../../schemas/api/member.ts";
import { createTestServer, form } from "../../testing.ts";
import { memberDomain } from "./index.ts";
import { loginAsDemo } from "./testing.ts";

describe("member fetch and login status", () => {
  it("sends the five personal fields encoded; the schema decodes them to the seeded plain values", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 1);
    const res = await s.request("/api/hanam/mypage/main.do?custId=M0000001&custid=M0000001");
    const raw = (await res.json()) as { mbr001Vo: Record<string, string> };
    expect(raw.mbr001Vo.mbr_nm).not.toBe("김하늘");
    expect(raw.mbr001Vo.mbr_nm).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const decoded = memberEndpoints.main.response.parse(raw);
    expect(decoded).toEqual({
      message: "success",
      loginYN: "Y",
      testDevice: "N",
      mbr001Vo: {
        cust_id: "M0000001",
        third_party_info_agre_yn: "Y",
        mbr_cel_num1: "010",
        mbr_cel_num2_dec: "1111",
        mbr_cel_num3: "2026",
        mbr_nm: "김하늘",
        stf_point_card_num: "9410000000000001",
        bcn_cd: "01",
      },
    });
  });

  it("shows demo member 2 without third-party consent", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 2);
    const body = memberEndpoints.main.response.parse(await (await s.request("/api/coexmall/mypage/main.do")).json());
    expect(body.mbr001Vo?.third_party_info_agre_yn).toBe("N");
    expect(body.mbr001Vo?.mbr_nm).toBe("이서준");
  });

  it("answers a visitor with loginYN N and no member record", async () => {
    const s = createTestServer([memberDomain]);
    const body = await (await s.request("/api/hanam/mypage/main.do")).json();
    expect(body).toEqual({ message: "success", loginYN: "N", testDevice: "N" });
    expect(await (await s.request("/api/hanam/login/status.do")).json()).toEqual({ message: "success", loginYN: "N" });
  });

  it("refuses another member's id with 403", async () => {
    const s = createTestServer([memberDomain]);
    await loginAsDemo(s, 1);
    expect((await s.request("/api/hanam/mypage/main.do?custid=M0000002")).status).toBe(403);
    expect((await s.request("/api/hanam/mypage/main.do?custId=M0000002")).status).toBe(403);
  });

  it("chkLogin tells whether the session belongs to the customer id", async () => {
    const s = createTestServer([memberDomain]);
    const check = async (custid: string) => ((await (await s.request("/api/chkLogin", form({ custid }))).json()) as { loginYN: string }).loginYN;
    expect(await check("M0000001")).toBe("N");
    await loginAsDemo(s, 1);
    expect(await check("M0000001")).toBe("Y");
    expect(await check("M0000002")).toBe("N");
  });

  it("records the follow-up call when the agreement is missing", async () => {
    const s = createTestServer([memberDomain]);
    expect((await s.request("/rest/hanam/member/agreementMissing.do", { method: "POST" })).status).toBe(401);
    await loginAsDemo(s, 2);
    expect((await s.request("/rest/coexmall/member/agreementMissing.do", { method: "POST" })).status).toBe(200);
    expect(s.deps.db.prepare("SELECT cust_id, bcn_cd, kind FROM member_events").all()).toEqual([
      { cust_id: "M0000002", bcn_cd: "02", kind: "third_party_agreement_missing" },
    ]);
  });

  it("links to the point-card site on a placeholder host, never with tokens in the URL", async () => {
    const s = createTestServer([memberDomain]);
    const sessionObj = JSON.stringify({ xMbrNo: "X1", xScmToken: "secret-token" });
    const res = await s.request(`/api/hanam/spoint/url?urlName=myInfo&autoLoginToken=abc&sessionObj=${encodeURIComponent(sessionObj)}`);
    const body = memberEndpoints.spointUrl.response.parse(await res.json());
    expect(body.spointUrl).toBe("https://www.spoint.example/mobile/mypage/info?chnl=FIELDMALL&bcnCd=01&autoLogin=Y");
    expect((await s.request("/api/hanam/spoint/url?urlName=myInfo&sessionObj=notjson")).status).toBe(400);
    expect((await s.request("/api/hanam/spoint/url?urlName=admin")).status).toBe(400);
  });

  it("builds a login URL only for the service's own hosts", async () => {
    const s = createTestServer([memberDomain]);
    const good = await s.request("/api/login/loginUrl.do?redirectUrlDomain=https://m.fieldmall-city.example/");
    expect(memberEndpoints.loginUrl.response.parse(await good.json()).loginUrl).toContain(encodeURIComponent("https://m.fieldmall-city.example/login"));
    expect((await s.request("/api/login/loginUrl.do?redirectUrlDomain=evil.com")).status).toBe(400);
  });

  it("returns only to a brand's host of brands.json: any other *.example host is refused with 400", async () => {
    const s = createTestServer([memberDomain]);
    const loginUrl = async (host: string) => {
      const res = await s.request(`/api/login/loginUrl.do?redirectUrlDomain=${encodeURIComponent(host)}`);
      return { status: res.status, body: (await res.json()) as { loginUrl?: string; message: string; errors?: { field: string; message: string }[] } };
    };
    for (const host of ["evil.example", "m.fieldmall.example.evil.example", "attacker.fieldmall.example", "localhost:9999", "127.0.0.1:8081"]) {
      const { status, body } = await loginUrl(host);
      expect({ host, status }).toEqual({ host, status: 400 });
      expect(body.errors).toEqual([{ field: "redirectUrlDomain", message: "must be a host of one of the brands (brands.json)" }]);
    }
    const brand = await loginUrl("m.granseoul.example");
    expect(brand.status).toBe(200);
    expect(brand.body.loginUrl).toContain(encodeURIComponent("https://m.granseoul.example/login"));
    const local = await loginUrl("localhost:5173");
    expect(local.body.loginUrl).toContain(encodeURIComponent("http://localhost:5173/login"));
  });
});
