import { eventsEndpoints as ep } from "../../../schemas/api/events.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate, kstDttm, kstMonth } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { type CouponRow, toCoupon } from "../coupons/index.ts";
import { applyOnce, assertRunning, type EventRow, findApplication, findEvent, periodFilter, toEvent } from "./store.ts";

const PER_PAGE = 10;

const sameCode = (a: string, b: string | undefined) => b !== undefined && a.trim().toUpperCase() === b.trim().toUpperCase();

/** A sample hanam event of a kind: the latest-ending one, so it is running at any seed date. */
export function sampleEvent(db: Db, where: string, mall = "hanam"): EventRow {
  return db.prepare<[string], EventRow>(`SELECT * FROM events WHERE mall = ? AND ${where} ORDER BY evt_end_dt DESC, evt_seq LIMIT 1`).get(mall)!;
}

export const coreRoutes = [
  route(
    ep.list,
    ({ deps, mall, input, now }) => {
      const { where, order } = periodFilter(input.evtStat);
      const args = { mall: mall.path, today: kstDate(now) };
      const { rows, info } = pagedSelect<EventRow>(deps.db, {
        from: `FROM events WHERE mall = @mall AND ${where}`,
        params: args,
        orderBy: order,
        pageIndex: input.pageIndex,
        perPage: PER_PAGE,
      });
      return { ...ok, resultList: rows.map((r) => toEvent(r, args.today)), paginationInfo: info };
    },
    () => ({ params: { mall: "hanam" }, input: { pageIndex: 1, evtStat: "ing" } }),
    { shared: true },
  ),
  route(
    ep.view,
    ({ deps, mall, input, now }) => {
      const row = findEvent(deps.db, mall, input.evt_seq);
      return { ...ok, eventView: { ...toEvent(row, kstDate(now)), evt_cont: row.evt_cont } };
    },
    ({ db }) => ({ params: { mall: "hanam" }, input: { evt_seq: sampleEvent(db, "evt_cd = 'GNRL'").evt_seq } }),
  ),
  route(
    ep.apply,
    ({ deps, mall, input, session, now }) => {
      const row = findEvent(deps.db, mall, input.evt_seq);
      if (row.aply_yn !== "Y") throw new HttpError(422, "This event does not take applications.");
      const custId = session.custId;
      const applied = deps.db.transaction(() => {
        const have = findApplication(deps.db, row.evt_seq, custId);
        if (have) return have;
        assertRunning(row, kstDate(now));
        if (row.evt_code && !sameCode(row.evt_code, input.evt_code)) throw new HttpError(422, "The event code does not match.");
        return applyOnce(deps.db, row.evt_seq, custId, kstDttm(now));
      })();
      return { ...ok, evt_seq: row.evt_seq, evtAplySeq: applied.evt_aply_seq, aplyDttm: applied.aply_dttm };
    },
    ({ db }) => ({ params: { mall: "hanam" }, input: { evt_seq: sampleEvent(db, "evt_cd = 'APLY' AND evt_code IS NULL").evt_seq }, as: "member" }),
  ),
  route(
    ep.applyCheck,
    ({ deps, mall, input, session }) => {
      const row = findEvent(deps.db, mall, input.evt_seq);
      const have = findApplication(deps.db, row.evt_seq, session.custId);
      return { ...ok, evt_seq: row.evt_seq, aplyYn: have ? "Y" : "N", evtAplySeq: have?.evt_aply_seq ?? null, aplyDttm: have?.aply_dttm ?? null };
    },
    ({ db }) => ({ params: { mall: "hanam" }, input: { evt_seq: sampleEvent(db, "evt_cd = 'APLY'").evt_seq }, as: "member" }),
  ),
  route(
    ep.coupon,
    ({ deps, mall, input }) => {
      const row = findEvent(deps.db, mall, input.evt_seq);
      const coupons = deps.db
        .prepare<[string, string], CouponRow & { iss_cnt: number }>(
          "SELECT c.*, (SELECT COUNT(*) FROM coupon_issues i WHERE i.cp_seq = c.cp_seq) AS iss_cnt FROM coupons c WHERE c.evt_seq = ? AND c.mall = ? AND c.list_yn = 'Y' ORDER BY c.cp_ord, c.cp_seq",
        )
        .all(row.evt_seq, row.mall);
      return { ...ok, evt_seq: row.evt_seq, couponList: coupons.map((c) => toCoupon(c, c.iss_cnt)) };
    },
    ({ db }) => ({ params: { mall: "hanam" }, input: { evt_seq: sampleEvent(db, "evt_cd = 'CPN'").evt_seq } }),
  ),
  route(
    ep.codeCheck,
    ({ deps, mall, input }) => {
      const row = findEvent(deps.db, mall, input.evt_seq);
      return { ...ok, evt_seq: row.evt_seq, checkYn: row.evt_code && sameCode(row.evt_code, input.evt_code) ? "Y" : "N" };
    },
    ({ db }) => {
      const row = sampleEvent(db, "evt_code IS NOT NULL");
      return { params: { mall: "hanam" }, input: { evt_seq: row.evt_seq, evt_code: row.evt_code! } };
    },
  ),
  route(
    ep.stampLink,
    ({ deps, input, now }) => {
      const mall = deps.malls.get(input.mallName.toLowerCase());
      if (!mall) throw new HttpError(404, "Mall not supported");
      const mon = kstMonth(now);
      const row = deps.db
        .prepare<[string, string], { evt_seq: string }>(
          "SELECT evt_seq FROM events WHERE mall = ? AND evt_cd = 'STMP' AND event_mon = ? ORDER BY evt_seq LIMIT 1",
        )
        .get(mall.path, mon);
      return { ...ok, linkUrl: row ? `/${mall.path}/event/stampEvent/${mon}/${row.evt_seq}` : null, evtSeq: row?.evt_seq ?? null, bcnCd: mall.code };
    },
    () => ({ params: {}, input: { mallName: "hanam" } }),
  ),
];
