import { describe, expect, it } from "vitest";
import { stampsEndpoints as ep } from "../../../schemas/api/stamps.ts";
import { countRows, createTestServer, requestOf } from "../../testing.ts";
import { couponsDomain } from "../coupons/index.ts";
import { concurrently, loginDomain, walkExamples } from "../coupons/testing.ts";
import { eventsDomain } from "../events/index.ts";
import { loginAsDemo } from "../member/testing.ts";
import { stampsDomain } from "./index.ts";

const server = (at = "2026-11-20T03:00:00Z") => {
  const clock = { now: new Date(at) };
  return Object.assign(
    createTestServer([couponsDomain, eventsDomain, stampsDomain, loginDomain], () => clock.now),
    { clock },
  );
};
type S = ReturnType<typeof server>;
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const HANAM = "S01202611";
const GOYANG = "S03202611";
const rewardOf = (s: S, evtSeq: string) => (s.deps.db.prepare("SELECT cp_seq FROM stamp_events WHERE evt_seq = ?").get(evtSeq) as { cp_seq: number }).cp_seq;

describe("stamps domain", () => {
  it("answers every route's example, and all three domains' examples twice over on one database", async () => {
    const s = server();
    expect(await walkExamples(s, stampsDomain)).toHaveLength(Object.keys(ep).length);
    for (let i = 0; i < 2; i++) for (const d of [eventsDomain, couponsDomain, stampsDomain]) await walkExamples(s, d);
  });

  it("seeds this month's stamp event at every standard mall and coexmall's April 2023 event", async () => {
    const s = server();
    const month = ep.month.response.parse(await json(await s.request("/api/app/event/stampEvent202611.do")));
    expect(month.resultList.map((e) => e.mallName).sort()).toEqual(["anseong", "bucheon", "coexmall", "goyang", "hanam", "myeongji", "wirye"]);
    expect(month.resultList.find((e) => e.mallName === "hanam")!.linkUrl).toBe(`/hanam/event/stampEvent/202611/${HANAM}`);
    const april = ep.month.response.parse(await json(await s.request("/api/app/event/stampEvent202304.do")));
    expect(april.resultList.map((e) => [e.mallName, e.evtStat])).toEqual([["coexmall", "end"]]);
    expect((await s.request("/api/app/event/stampEvent202613.do")).status).toBe(400);
    const info = ep.info.response.parse(await json(await s.request("/api/hanam/event/stampEventInfo.do")));
    expect(info.stampEvent).toMatchObject({ evtSeq: HANAM, stampGoal: 5, eventMon: "202611" });
    expect(info.stampEvent.coupon?.mbrOnlyYn).toBe("Y");
  });

  it("issues today's stamp once for 20 concurrent identical requests (app GET and membership POST)", async () => {
    const s = server();
    await loginAsDemo(s);
    const get = await concurrently(s, 20, () => requestOf(ep.appStamp, { custid: "M0000001" }, { evtSeq: GOYANG }));
    const post = await concurrently(s, 20, () => requestOf(ep.stamp, {}, { evtSeq: GOYANG }));
    const all = [...get, ...post];
    expect(all.every((a) => a.status === 200)).toBe(true);
    expect(new Set(all.map((a) => a.body)).size).toBe(1);
    expect(countRows(s, "stamps", "evt_seq = ? AND cust_id = 'M0000001' AND stamp_dt = '2026-11-20'", GOYANG)).toBe(1);
    const card = ep.stamp.response.parse(JSON.parse(all[0]!.body));
    expect(card).toMatchObject({ stampCnt: 3, todayStampYn: "Y", passYn: "N", cpIssYn: "N" });
  });

  it("issues the reward coupon once for 20 concurrent identical requests, with one answer for all", async () => {
    const s = server();
    await loginAsDemo(s);
    const cpSeq = rewardOf(s, HANAM);
    const get = await concurrently(s, 20, () => requestOf(ep.appIssueCoupon, {}, { evtSeq: HANAM }));
    const post = await concurrently(s, 20, () => requestOf(ep.issueCoupon, {}, { evtSeq: HANAM }));
    expect([...get, ...post].every((a) => a.status === 200)).toBe(true);
    expect(new Set([...get, ...post].map((a) => a.body)).size).toBe(1);
    expect(countRows(s, "coupon_issues", "cp_seq = ? AND holder_id = 'M0000001'", cpSeq)).toBe(1);
    const check = ep.couponCheck.response.parse(await json(await s.request(...requestOf(ep.couponCheck, {}, { evtSeq: HANAM }))));
    expect(check).toMatchObject({ passYn: "Y", cpIssYn: "Y" });
    const branch = ep.branchCouponCheck.response.parse(await json(await s.request(...requestOf(ep.branchCouponCheck, {}, { bcnCd: "01" }))));
    expect(branch).toMatchObject({ evtSeq: HANAM, passYn: "Y", cpIssYn: "Y", eventMon: "202611" });
  });

  it("walks the flow day by day: check, stamp, check the coupon, issue it", async () => {
    const s = server("2026-11-16T03:00:00Z");
    const day = async (date: string) => {
      s.clock.now = new Date(`${date}T03:00:00Z`);
      await loginAsDemo(s, 2);
      return ep.stamp.response.parse(await json(await s.request(...requestOf(ep.stamp, {}, { evtSeq: GOYANG }))));
    };
    await loginAsDemo(s, 2);
    const first = ep.check.response.parse(await json(await s.request(...requestOf(ep.check, {}, { evtSeq: GOYANG }))));
    expect(first).toMatchObject({ stampCnt: 0, passYn: "N" });
    for (const date of ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19"]) await day(date);
    expect((await s.request(...requestOf(ep.issueCoupon, {}, { evtSeq: GOYANG }))).status).toBe(422);
    const chk = ep.couponCheck.response.parse(await json(await s.request(...requestOf(ep.couponCheck, {}, { evtSeq: GOYANG }))));
    expect(chk).toMatchObject({ passYn: "N", cpIssYn: "N", issue: null });
    expect((await day("2026-11-20")).passYn).toBe("Y");
    const issued = ep.issueCoupon.response.parse(await json(await s.request(...requestOf(ep.issueCoupon, {}, { evtSeq: GOYANG }))));
    expect(issued.issue.cpSeq).toBe(rewardOf(s, GOYANG));
    expect((await day("2026-11-20")).cpIssYn).toBe("Y");
  });

  it("refuses stamps outside the event and coupons outside the daily window", async () => {
    const s = server();
    await loginAsDemo(s);
    expect((await s.request(...requestOf(ep.stamp, {}, { evtSeq: "S02202304" }))).status).toBe(422);
    s.clock.now = new Date("2026-11-20T13:30:00Z"); // 22:30 in Korea
    const late = await s.request(...requestOf(ep.issueCoupon, {}, { evtSeq: HANAM }));
    expect(late.status).toBe(422);
    expect(((await late.json()) as { message: string }).message).toContain("10:00:01");
    expect(countRows(s, "coupon_issues", "cp_seq = ?", rewardOf(s, HANAM))).toBe(0);
    expect(countRows(s, "stamps", "evt_seq = 'S02202304'")).toBe(0);
  });

  it("refuses another customer's id (403), no session (401) and a cross-site GET stamp (403)", async () => {
    const s = server();
    expect((await s.request(...requestOf(ep.appStamp, { custid: "M0000001" }, { evtSeq: GOYANG }))).status).toBe(401);
    await loginAsDemo(s);
    expect((await s.request(...requestOf(ep.appStamp, { custid: "M0000002" }, { evtSeq: GOYANG }))).status).toBe(403);
    expect((await s.request(...requestOf(ep.appCheck, { custid: "M0000002" }, { evtSeq: GOYANG }))).status).toBe(403);
    expect((await s.request(...requestOf(ep.stamp, {}, { evtSeq: GOYANG, custid: "M0000002" }))).status).toBe(403);
    expect((await s.request(...requestOf(ep.issueCoupon, {}, { evtSeq: HANAM, custId: "M0000002" }))).status).toBe(403);
    const [url] = requestOf(ep.appStamp, { custid: "M0000001" }, { evtSeq: GOYANG });
    expect((await s.request(url, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await s.request(url, { headers: { "sec-fetch-site": "same-origin" } })).status).toBe(200);
    expect(countRows(s, "stamps", "cust_id = 'M0000002'")).toBe(0);
    expect(countRows(s, "stamps", "stamp_dt = '2026-11-20'")).toBe(1);
  });

  it("answers bad input with 400 and writes nothing", async () => {
    const s = server();
    await loginAsDemo(s);
    const before = countRows(s, "stamps") + countRows(s, "coupon_issues") + countRows(s, "stamp_entries");
    for (const [url, init] of [
      requestOf(ep.stamp, {}, { evtSeq: "S03 202611" }),
      requestOf(ep.stamp, {}, {}),
      requestOf(ep.appStamp, { custid: "M0000001" }, { evtSeq: "x".repeat(21) }),
      requestOf(ep.issueCoupon, {}, { evtSeq: "" }),
      requestOf(ep.apply, { mall: "goyang" }, { evtSeq: "bad!" }),
      requestOf(ep.branchCouponCheck, {}, { bcnCd: "1" }),
    ])
      expect((await s.request(url, init)).status, url).toBe(400);
    expect(countRows(s, "stamps") + countRows(s, "coupon_issues") + countRows(s, "stamp_entries")).toBe(before);
    expect((await s.request(...requestOf(ep.stamp, {}, { evtSeq: "S99202611" }))).status).toBe(404);
  });

  it("records one stamp-event entry per member", async () => {
    const s = server();
    await loginAsDemo(s);
    const answers = await concurrently(s, 20, () => requestOf(ep.apply, { mall: "goyang" }, { evtSeq: GOYANG }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(countRows(s, "stamp_entries", "evt_seq = ?", GOYANG)).toBe(1);
    expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, { evtSeq: GOYANG }))).status).toBe(404);
  });
});
