import { describe, expect, it } from "vitest";
import { couponsEndpoints as ep } from "../../../schemas/api/coupons.ts";
import { countRows, createTestServer, requestOf } from "../../testing.ts";
import { loginAsDemo } from "../member/testing.ts";
import { couponsDomain } from "./index.ts";
import { concurrently, loginDomain, walkExamples } from "./testing.ts";

const NOON_KST = "2026-11-20T03:00:00Z";
const server = (at = NOON_KST) => createTestServer([couponsDomain, loginDomain], () => new Date(at));
type S = ReturnType<typeof server>;

/** A current, downloadable coupon of hanam matching extra conditions. */
function hanamCoupon(s: S, extra = "1"): number {
  return (
    s.deps.db
      .prepare(`SELECT cp_seq FROM coupons WHERE mall = 'hanam' AND list_yn = 'Y' AND down_end_dt >= '2026-11-20' AND ${extra} ORDER BY cp_seq LIMIT 1`)
      .get() as { cp_seq: number }
  ).cp_seq;
}
const issues = (s: S, cpSeq: number) => countRows(s, "coupon_issues", "cp_seq = ?", cpSeq);

describe("coupons domain", () => {
  it("answers every route's example with a body its schema accepts", async () => {
    const s = server();
    const ids = await walkExamples(s, couponsDomain);
    expect(ids).toHaveLength(Object.keys(ep).length);
  });

  it("seeds eight current coupons per event mall, some member-only, and the demo member's coupons", () => {
    const s = server();
    expect(countRows(s, "coupons", "mall = 'hanam' AND down_end_dt >= '2026-11-20'")).toBe(8);
    expect(countRows(s, "coupons", "mall = 'hanam' AND down_end_dt < '2026-11-20'")).toBe(1);
    expect(countRows(s, "coupons", "mbr_only_yn = 'Y'")).toBeGreaterThan(0);
    expect(countRows(s, "coupons", "mall = 'unjeong'")).toBe(0);
    expect(countRows(s, "coupon_issues", "holder_id = 'M0000001'")).toBe(2);
  });

  it("issues a coupon exactly once for 20 concurrent identical downloads, with one answer for all", async () => {
    const s = server();
    await loginAsDemo(s);
    const cpSeq = hanamCoupon(s, "cp_seq NOT IN (SELECT cp_seq FROM coupon_issues)");
    const before = issues(s, cpSeq);
    const answers = await concurrently(s, 20, () => requestOf(ep.download, { mall: "hanam", cpSeq }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(issues(s, cpSeq) - before).toBe(1);
    expect(ep.download.response.parse(JSON.parse(answers[0]!.body)).issue.holderType).toBe("M");
  });

  it("issues once per device for 20 concurrent device issues (mycp)", async () => {
    const s = server();
    const cpSeq = hanamCoupon(s, "mbr_only_yn = 'N'");
    const answers = await concurrently(s, 20, () => requestOf(ep.deviceIssue, { mall: "hanam", cpSeq, uuId: "TEST-DEVICE-42" }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(countRows(s, "coupon_issues", "cp_seq = ? AND holder_id = 'TEST-DEVICE-42'", cpSeq)).toBe(1);
  });

  it("answers bad input with 400 and writes nothing", async () => {
    const s = server();
    await loginAsDemo(s);
    const total = countRows(s, "coupon_issues");
    for (const [url, init] of [
      requestOf(ep.download, { mall: "hanam", cpSeq: "abc" }),
      requestOf(ep.download, { mall: "hanam", cpSeq: 0 }),
      requestOf(ep.deviceIssue, { mall: "hanam", cpSeq: hanamCoupon(s), uuId: "short" }),
      requestOf(ep.memberIssue, { mall: "hanam", custId: "M0000001", cpSeq: hanamCoupon(s), uuId: "TEST-DEVICE-42", isMember: "X" }),
      requestOf(ep.download, { mall: "hanam", cpSeq: hanamCoupon(s) }, { uuid: "bad id!" }),
    ]) {
      const res = await s.request(url, init);
      expect(res.status, url).toBe(400);
    }
    expect(countRows(s, "coupon_issues")).toBe(total);
  });

  it.each([
    ["2026-11-20T01:00:00Z", 422], // 10:00:00 KST: one second early
    ["2026-11-20T01:00:01Z", 200], // 10:00:01 KST
    ["2026-11-20T13:00:00Z", 200], // 22:00:00 KST
    ["2026-11-20T13:00:01Z", 422], // 22:00:01 KST
    ["2026-11-19T16:30:00Z", 422], // 01:30 KST
  ])("refuses issuing outside 10:00:01-22:00:00 Korea time (%s -> %i)", async (at, status) => {
    const s = server(at);
    const cpSeq = hanamCoupon(s, "mbr_only_yn = 'N'");
    const res = await s.request(...requestOf(ep.deviceIssue, { mall: "hanam", cpSeq, uuId: "TEST-DEVICE-42" }));
    expect(res.status).toBe(status);
    if (status === 422) expect(((await res.json()) as { message: string }).message).toMatch(/10:00:01 and 22:00:00/);
    expect(countRows(s, "coupon_issues", "holder_id = 'TEST-DEVICE-42'")).toBe(status === 200 ? 1 : 0);
  });

  it("uses a coupon once: using it again answers 409", async () => {
    const s = server();
    await loginAsDemo(s);
    const cpSeq = hanamCoupon(s, "cp_seq NOT IN (SELECT cp_seq FROM coupon_issues)");
    expect((await s.request(...requestOf(ep.download, { mall: "hanam", cpSeq }))).status).toBe(200);
    const first = await s.request(...requestOf(ep.use, { mall: "hanam", cpSeq }));
    expect(first.status).toBe(200);
    expect(ep.use.response.parse(await first.json()).issue.useYn).toBe("Y");
    const again = await s.request(...requestOf(ep.use, { mall: "hanam", cpSeq }));
    expect(again.status).toBe(409);
    // The seeded used coupon of the demo member is refused too.
    const used = (s.deps.db.prepare("SELECT cp_seq FROM coupon_issues WHERE holder_id = 'M0000001' AND use_yn = 'Y'").get() as { cp_seq: number }).cp_seq;
    expect((await s.request(...requestOf(ep.use, { mall: "hanam", cpSeq: used }))).status).toBe(409);
  });

  it("lets exactly one of 20 concurrent uses through", async () => {
    const s = server();
    await loginAsDemo(s);
    const cpSeq = (s.deps.db.prepare("SELECT cp_seq FROM coupon_issues WHERE holder_id = 'M0000001' AND use_yn = 'N'").get() as { cp_seq: number }).cp_seq;
    const answers = await concurrently(s, 20, () => requestOf(ep.use, { mall: "hanam", cpSeq }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  });

  it("refuses another customer's id on the member issue (403) and a logged-out caller (401)", async () => {
    const s = server();
    const cpSeq = hanamCoupon(s);
    const path = { mall: "hanam", custId: "M0000002", cpSeq, uuId: "TEST-DEVICE-42", isMember: "Y" };
    expect((await s.request(...requestOf(ep.memberIssue, path))).status).toBe(401);
    await loginAsDemo(s);
    expect((await s.request(...requestOf(ep.memberIssue, path))).status).toBe(403);
    expect((await s.request(...requestOf(ep.download, { mall: "hanam", cpSeq }, { custid: "M0000002" }))).status).toBe(200);
    expect(countRows(s, "coupon_issues", "holder_id = 'M0000002'")).toBe(0);
  });

  it("keeps member-only coupons for members and reward coupons for their events", async () => {
    const s = server();
    const memberOnly = hanamCoupon(s, "mbr_only_yn = 'Y'");
    const res = await s.request(...requestOf(ep.deviceIssue, { mall: "hanam", cpSeq: memberOnly, uuId: "TEST-DEVICE-42" }));
    expect(res.status).toBe(401);
    s.deps.db.prepare("UPDATE coupons SET list_yn = 'N' WHERE cp_seq = ?").run(memberOnly);
    await loginAsDemo(s);
    expect((await s.request(...requestOf(ep.download, { mall: "hanam", cpSeq: memberOnly }))).status).toBe(422);
    expect((await s.request(...requestOf(ep.download, { mall: "goyang", cpSeq: hanamCoupon(s) }))).status).toBe(404);
  });

  it("answers 409 once a limited coupon has run out", async () => {
    const s = server();
    const cpSeq = hanamCoupon(s, "mbr_only_yn = 'N'");
    s.deps.db.prepare("UPDATE coupons SET tot_qty = 1 WHERE cp_seq = ?").run(cpSeq);
    s.deps.db.prepare("DELETE FROM coupon_issues WHERE cp_seq = ?").run(cpSeq);
    expect((await s.request(...requestOf(ep.deviceIssue, { mall: "hanam", cpSeq, uuId: "TEST-DEVICE-01" }))).status).toBe(200);
    expect((await s.request(...requestOf(ep.deviceIssue, { mall: "hanam", cpSeq, uuId: "TEST-DEVICE-02" }))).status).toBe(409);
    expect((await s.request(...requestOf(ep.deviceIssue, { mall: "hanam", cpSeq, uuId: "TEST-DEVICE-01" }))).status).toBe(200);
  });

  it("lists the mall's coupons with the caller's status, and the caller's own coupons", async () => {
    const s = server();
    const all = ep.myList.response.parse(await (await s.request("/api/hanam/eventCoupon/myCouponListData.do?uuid=DEMO-DEVICE-0001")).json());
    expect(all.resultList).toHaveLength(8);
    expect(all.resultList.filter((c) => c.downYn === "Y")).toHaveLength(1);
    expect((await s.request("/api/hanam/eventCoupon/myCouponListData.do?listType=my")).status).toBe(401);
    await loginAsDemo(s);
    const mine = ep.myList.response.parse(await (await s.request("/api/hanam/eventCoupon/myCouponListData.do?listType=my")).json());
    expect(mine.resultList.map((c) => c.issue?.useYn).sort()).toEqual(["N", "Y"]);
    expect(mine.paginationInfo.totalRecordCount).toBe(2);
  });
});
