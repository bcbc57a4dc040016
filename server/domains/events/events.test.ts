import { describe, expect, it } from "vitest";
import { eventsEndpoints as ep } from "../../../schemas/api/events.ts";
import { countRows, createTestServer, requestOf } from "../../testing.ts";
import { couponsDomain } from "../coupons/index.ts";
import { concurrently, loginDomain, walkExamples } from "../coupons/testing.ts";
import { loginAsDemo } from "../member/testing.ts";
import { eventsDomain } from "./index.ts";

const server = (at = "2026-11-20T03:00:00Z") => {
  const clock = { now: new Date(at) };
  return Object.assign(
    createTestServer([couponsDomain, eventsDomain, loginDomain], () => clock.now),
    { clock },
  );
};
type S = ReturnType<typeof server>;
const event = (s: S, where: string, mall = "hanam") =>
  s.deps.db.prepare(`SELECT * FROM events WHERE mall = ? AND ${where} ORDER BY evt_end_dt DESC LIMIT 1`).get(mall) as {
    evt_seq: string;
    evt_code: string | null;
  };
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe("events domain", () => {
  it("answers every route's example with a body its schema accepts", async () => {
    const s = server();
    expect(await walkExamples(s, eventsDomain)).toHaveLength(Object.keys(ep).length);
  });

  it("seeds events in progress and ended with every display flag, and the special events", () => {
    const s = server();
    for (const [when, cond] of [
      ["ing", "evt_end_dt >= '2026-11-20'"],
      ["end", "evt_end_dt < '2026-11-20'"],
    ] as const)
      for (const flag of ["Y", "T", "N"])
        expect(countRows(s, "events", `mall = 'goyang' AND evt_prid_disp_yn = ? AND ${cond}`, flag), `${when} ${flag}`).toBeGreaterThan(0);
    const legacy = s.deps.db.prepare("SELECT mall, evt_cd, evt_strt_dt, evt_end_dt FROM events WHERE evt_seq = 'E2021RLT'").get();
    expect(legacy).toEqual({ mall: "anseong", evt_cd: "RLT", evt_strt_dt: "2021-10-01", evt_end_dt: "2021-10-11" });
    expect(countRows(s, "events", "evt_cd = 'STMP' AND event_mon = '202611'")).toBe(7);
    expect(countRows(s, "events", "evt_cd = 'STMP' AND event_mon = '202304' AND mall = 'coexmall'")).toBe(1);
    expect(countRows(s, "events", "evt_cd = 'GSTB' AND mall = 'coexmall'")).toBe(1);
    expect(countRows(s, "events", "mall = 'unjeong'")).toBe(0);
    expect(countRows(s, "events", "mall = 'centerfield'")).toBe(14);
    expect(countRows(s, "brand_promotions", "mall = 'hanam'")).toBe(6);
  });

  it("lists events in progress or ended, ten a page", async () => {
    const s = server();
    const page1 = ep.list.response.parse(await json(await s.request("/api/hanam/event/eventList.do")));
    expect(page1.paginationInfo).toMatchObject({ currentPageNo: 1, recordCountPerPage: 10 });
    expect(page1.paginationInfo.totalRecordCount).toBe(11); // nine events, the stamp event, the treasure hunt
    expect(page1.resultList).toHaveLength(10);
    expect(page1.resultList.every((e) => e.evtStat === "ing")).toBe(true);
    const page2 = ep.list.response.parse(await json(await s.request("/api/hanam/event/eventList.do?pageIndex=2")));
    expect(page2.resultList).toHaveLength(1);
    const ended = ep.list.response.parse(await json(await s.request("/api/hanam/event/eventList.do?evtStat=end")));
    expect(ended.resultList.map((e) => e.evtStat)).toEqual(["end", "end", "end", "end", "end"]);
    const stamp = page1.resultList.find((e) => e.evt_cd === "STMP")!;
    expect(stamp.eventMon).toBe("202611");
    expect((await s.request("/api/hanam/event/eventList.do?evtStat=soon")).status).toBe(400);
    expect((await s.request("/api/atlantis/event/eventList.do")).status).toBe(404);
  });

  it("records exactly one application for 20 concurrent identical applies, with one answer for all", async () => {
    const s = server();
    await loginAsDemo(s);
    const { evt_seq } = event(s, "evt_cd = 'APLY' AND evt_code IS NULL");
    const answers = await concurrently(s, 20, () => requestOf(ep.apply, { mall: "hanam" }, { evt_seq }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(countRows(s, "event_applications", "evt_seq = ? AND cust_id = 'M0000001'", evt_seq)).toBe(1);
    const check = ep.applyCheck.response.parse(await json(await s.request(...requestOf(ep.applyCheck, { mall: "hanam" }, { evt_seq }))));
    expect(check.aplyYn).toBe("Y");
  });

  it("answers bad input with 400 and writes nothing", async () => {
    const s = server();
    await loginAsDemo(s);
    const before = countRows(s, "event_applications");
    for (const input of [{ evt_seq: "bad id!" }, { evt_seq: "" }, { evt_seq: "E010002", evt_code: "x".repeat(31) }])
      expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, input))).status).toBe(400);
    expect(countRows(s, "event_applications")).toBe(before);
  });

  it("guards applications: login, the member's own id, same-site, the event's kind, period and code", async () => {
    const s = server();
    const plain = event(s, "evt_cd = 'APLY' AND evt_code IS NULL").evt_seq;
    expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, { evt_seq: plain }))).status).toBe(401);
    await loginAsDemo(s);
    expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, { evt_seq: plain, custid: "M0000002" }))).status).toBe(403);
    const [url] = requestOf(ep.apply, { mall: "hanam" }, { evt_seq: plain });
    expect((await s.request(url, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, { evt_seq: event(s, "evt_cd = 'GNRL'").evt_seq }))).status).toBe(422);
    const ended = s.deps.db.prepare("SELECT evt_seq FROM events WHERE mall = 'hanam' AND evt_cd = 'APLY' AND evt_end_dt < '2026-11-20'").get() as {
      evt_seq: string;
    };
    expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, { evt_seq: ended.evt_seq }))).status).toBe(422);
    const coded = event(s, "evt_code IS NOT NULL");
    expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: "WRONG1" }))).status).toBe(422);
    expect(countRows(s, "event_applications", "cust_id = 'M0000002' OR evt_seq <> ?", plain)).toBe(1); // the seeded treasure-hunt entry only
    expect((await s.request(...requestOf(ep.apply, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: coded.evt_code!.toLowerCase() }))).status).toBe(200);
    expect((await s.request(...requestOf(ep.apply, { mall: "goyang" }, { evt_seq: plain }))).status).toBe(404);
  });

  it("checks event codes", async () => {
    const s = server();
    const coded = event(s, "evt_code IS NOT NULL");
    const check = async (code: string) =>
      ep.codeCheck.response.parse(await json(await s.request(...requestOf(ep.codeCheck, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: code }))))
        .checkYn;
    expect(await check(coded.evt_code!)).toBe("Y");
    expect(await check("NOPE")).toBe("N");
  });

  it("returns an event's coupons in order, and the event detail", async () => {
    const s = server();
    const { evt_seq } = event(s, "evt_cd = 'CPN'");
    const list = ep.coupon.response.parse(await json(await s.request(...requestOf(ep.coupon, { mall: "hanam" }, { evt_seq }))));
    expect(list.couponList.map((c) => c.cpOrd)).toEqual([1, 2]);
    const view = ep.view.response.parse(await json(await s.request(...requestOf(ep.view, { mall: "hanam" }, { evt_seq }))));
    expect(view.eventView.cp_seq).toBe(list.couponList[0]!.cpSeq);
    expect((await s.request(...requestOf(ep.view, { mall: "hanam" }, { evt_seq: "E999999" }))).status).toBe(404);
  });

  it("links each mall to this month's stamp event", async () => {
    const s = server();
    const hanam = ep.stampLink.response.parse(await json(await s.request("/api/event/stampEventLink.do?mallName=hanam")));
    expect(hanam).toEqual({ message: "success", linkUrl: "/hanam/event/stampEvent/202611/S01202611", evtSeq: "S01202611", bcnCd: "01" });
    const centerfield = ep.stampLink.response.parse(await json(await s.request("/api/event/stampEventLink.do?mallName=centerfield")));
    expect(centerfield.linkUrl).toBeNull();
    expect((await s.request("/api/event/stampEventLink.do?mallName=atlantis")).status).toBe(404);
  });
});

describe("roulette", () => {
  const spin = (s: S, evt_seq: string, path: "roulette" | "rouletteNew" = "roulette") =>
    s.request(...requestOf(path === "roulette" ? ep.roulette : ep.rouletteNew, { mall: "anseong" }, { evt_seq, cust_id: "M0000001", login_token: "tok" }));
  const current = (s: S) => event(s, "evt_cd = 'RLT'", "anseong").evt_seq;

  it("spins once a day: 20 concurrent spins record one, and repeats answer the same prize", async () => {
    const s = server();
    await loginAsDemo(s);
    const evt = current(s);
    const answers = await concurrently(s, 20, () => requestOf(ep.roulette, { mall: "anseong" }, { evt_seq: evt }));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(countRows(s, "roulette_spins", "evt_seq = ?", evt)).toBe(1);
    const again = ep.rouletteNew.response.parse(await json(await spin(s, evt, "rouletteNew")));
    expect(again.prizeNo).toBe(JSON.parse(answers[0]!.body).prizeNo);
    expect(again.prizeList).toHaveLength(6);
    s.clock.now = new Date("2026-11-21T03:00:00Z"); // the next day: a new spin (after a new login)
    await loginAsDemo(s);
    expect((await spin(s, evt)).status).toBe(200);
    expect(countRows(s, "roulette_spins", "evt_seq = ?", evt)).toBe(2);
  });

  it("derives the prize from the event, the member and the day (the same on another server)", async () => {
    const prizes = [];
    for (let i = 0; i < 2; i++) {
      const s = server();
      await loginAsDemo(s);
      prizes.push(ep.roulette.response.parse(await json(await spin(s, current(s)))).prizeNo);
    }
    expect(prizes[0]).toBe(prizes[1]);
  });

  it("refuses the ended 2021 roulette, other customers, and non-roulette events", async () => {
    const s = server();
    await loginAsDemo(s);
    expect((await spin(s, "E2021RLT")).status).toBe(422);
    expect((await s.request(...requestOf(ep.roulette, { mall: "anseong" }, { evt_seq: current(s), cust_id: "M0000002" }))).status).toBe(403);
    expect((await spin(s, event(s, "evt_cd = 'GNRL'", "anseong").evt_seq)).status).toBe(404);
    expect(countRows(s, "roulette_spins")).toBe(0);
  });
});
