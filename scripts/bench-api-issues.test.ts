import { describe, expect, it } from "vitest";
import { couponsEndpoints } from "../schemas/api/coupons.ts";
import { fillPath } from "../schemas/api/endpoint.ts";
import { memberEndpoints } from "../schemas/api/member.ts";
import { domains } from "../server/domains.ts";
import { kstDate } from "../server/lib/kst.ts";
import { createTestServer } from "../server/testing.ts";
import { addBenchMembers, benchIssueCount, issuableCoupons, issuePairs, issueShortfall, loginBenchMembers, membersNeeded } from "./bench-api-issues.ts";

const loginPath = fillPath(memberEndpoints.login.path, { mall: "hanam" });
const downloadPath = (cpSeq: number) => fillPath(couponsEndpoints.download.path, { mall: "hanam", cpSeq: String(cpSeq) });

describe("bench:api's coupon issue target", () => {
  it("each (member, coupon) pair it sends issues a coupon, counted in the issue rows; a repeated pair answers 200 and issues nothing", async () => {
    const s = createTestServer(domains);
    const db = s.deps.db;
    const coupons = issuableCoupons(db, "hanam", kstDate(s.deps.now().getTime()));
    const members = addBenchMembers(db, 2);
    const pairs = issuePairs(await loginBenchMembers(s.app.request, loginPath, members), coupons);
    const download = async (p: { member: string; cpSeq: number }) =>
      (
        await s.app.request(downloadPath(p.cpSeq), {
          method: "POST",
          headers: { cookie: p.member, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
          body: "",
        })
      ).status;

    const sent = Array.from({ length: 2 * coupons.length }, () => pairs.next());
    expect(new Set(sent.map((p) => `${p.member}|${p.cpSeq}`)).size).toBe(sent.length);
    const statuses = [];
    for (const p of sent) statuses.push(await download(p));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(benchIssueCount(db)).toBe(sent.length);

    const again = pairs.next();
    expect(await download(again)).toBe(200);
    expect(benchIssueCount(db)).toBe(sent.length);
    expect(pairs.repeats).toBe(1);
    expect(issueShortfall({ answered2xx: sent.length + 1, rowsAdded: sent.length, repeats: 1, connections: 20 })).toMatch(/reused/);
  });

  it("offers only coupons without a quantity limit that can be downloaded that day", () => {
    const s = createTestServer(domains);
    const today = kstDate(s.deps.now().getTime());
    const offered = issuableCoupons(s.deps.db, "hanam", today);
    const rows = s.deps.db
      .prepare<[string], { cp_seq: number; list_yn: string; tot_qty: number | null; down_strt_dt: string; down_end_dt: string }>(
        "SELECT cp_seq, list_yn, tot_qty, down_strt_dt, down_end_dt FROM coupons WHERE mall = ? ORDER BY cp_seq",
      )
      .all("hanam");
    const open = rows.filter((r) => r.list_yn === "Y" && r.down_strt_dt <= today && r.down_end_dt >= today);
    expect(offered.length).toBeGreaterThan(0);
    expect(open.some((r) => r.tot_qty !== null)).toBe(true);
    expect(offered).toEqual(open.filter((r) => r.tot_qty === null).map((r) => r.cp_seq));
  });

  it("has a pair for every request of a run, with room to spare", () => {
    for (const [requests, coupons] of [
      [12_000, 10],
      [100, 3],
      [1, 1],
    ] as const)
      expect(membersNeeded(requests, coupons, 20) * coupons).toBeGreaterThanOrEqual(requests * 1.1);
    expect(() => membersNeeded(10, 0, 20)).toThrow(/no coupon/);
  });

  it("fails a run whose successful answers outnumber the coupons issued", () => {
    expect(issueShortfall({ answered2xx: 10_000, rowsAdded: 10_000, repeats: 0, connections: 20 })).toBeNull();
    expect(issueShortfall({ answered2xx: 10_000, rowsAdded: 10_012, repeats: 0, connections: 20 })).toBeNull();
    expect(issueShortfall({ answered2xx: 10_000, rowsAdded: 1, repeats: 0, connections: 20 })).toMatch(/only 1 coupons issued for 10000/);
    expect(issueShortfall({ answered2xx: 10_000, rowsAdded: 10_500, repeats: 0, connections: 20 })).toMatch(/10500 coupons issued/);
  });
});
