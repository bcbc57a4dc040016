import { stampsEndpoints as ep } from "../../../schemas/api/stamps.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate, kstDttm, kstMonth } from "../../lib/kst.ts";
import { couponView, findCoupon } from "../coupons/index.ts";
import { stampEvtSeq } from "../events/index.ts";
import { couponCheck, findStampEvent, issueStamp, issueStampCoupon, STAMP_EVENT_SELECT, type StampEventRow, stampStatus, summary } from "./store.ts";

/** The demo's sample: hanam's latest stamp event (this month's at seed time). */
const hanamStamp = (db: Db) =>
  db
    .prepare<[], { evt_seq: string; event_mon: string }>("SELECT evt_seq, event_mon FROM stamp_events WHERE mall = 'hanam' ORDER BY event_mon DESC LIMIT 1")
    .get()!;
const evtExample =
  (member: boolean) =>
  ({ db }: { db: Db }) => ({ params: {}, input: { evtSeq: hanamStamp(db).evt_seq }, ...(member ? { as: "member" as const } : {}) });
const custidExample = ({ db, memberCustId }: { db: Db; memberCustId: string }) => ({
  params: { custid: memberCustId },
  input: { evtSeq: hanamStamp(db).evt_seq },
  as: "member" as const,
});
const mallEvtExample = ({ db }: { db: Db }) => ({ params: { mall: "hanam" }, input: { evtSeq: hanamStamp(db).evt_seq }, as: "member" as const });

export const stampRoutes = [
  route(
    ep.info,
    ({ deps, mall, input, now }) => {
      const evtSeq = input.evtSeq ?? stampEvtSeq(mall.code ?? "", kstMonth(now));
      const ev = findStampEvent(deps.db, evtSeq, mall.path);
      const cp = ev.cp_seq === null ? undefined : findCoupon(deps.db, ev.mall, ev.cp_seq);
      return { ...ok, stampEvent: { ...summary(ev, kstDate(now)), evt_cont: ev.evt_cont, coupon: cp ? couponView(deps.db, cp) : null } };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    ep.apply,
    ({ deps, mall, input, session, now }) => {
      const db = deps.db;
      const ev = findStampEvent(db, input.evtSeq, mall.path);
      const custId = session.custId;
      const read = () =>
        db.prepare<[string, string], { aply_dttm: string }>("SELECT aply_dttm FROM stamp_entries WHERE evt_seq = ? AND cust_id = ?").get(ev.evt_seq, custId);
      const entry = db.transaction(() => {
        const have = read();
        if (have) return have;
        if (kstDate(now) > ev.evt_end_dt) throw new HttpError(422, "This event has ended.");
        db.prepare("INSERT INTO stamp_entries (evt_seq, cust_id, aply_dttm) VALUES (?, ?, ?) ON CONFLICT DO NOTHING").run(ev.evt_seq, custId, kstDttm(now));
        return read()!;
      })();
      return { ...ok, evtSeq: ev.evt_seq, aplyDttm: entry.aply_dttm };
    },
    mallEvtExample,
  ),
  route(
    ep.coupon,
    ({ deps, mall, input, session, now }) => couponCheck(deps.db, findStampEvent(deps.db, input.evtSeq, mall.path), session.custId, now),
    mallEvtExample,
  ),
  route(
    ep.month,
    ({ deps, params, now }) => {
      const today = kstDate(now);
      const rows = deps.db.prepare<[string], StampEventRow>(`${STAMP_EVENT_SELECT} WHERE s.event_mon = ? ORDER BY s.bcn_cd`).all(params.eventMon);
      return { ...ok, eventMon: params.eventMon, resultList: rows.map((r) => summary(r, today)) };
    },
    ({ db }) => ({ params: { eventMon: hanamStamp(db).event_mon }, input: {} }),
  ),
  route(
    ep.appStamp,
    ({ deps, input, session, now }) => {
      return issueStamp(deps.db, findStampEvent(deps.db, input.evtSeq), session.custId, now);
    },
    custidExample,
  ),
  route(ep.appCheck, ({ deps, input, session, now }) => stampStatus(deps.db, findStampEvent(deps.db, input.evtSeq), session.custId, now), custidExample),
  route(
    ep.appIssueCoupon,
    ({ deps, input, session, now }) => {
      return issueStampCoupon(deps.db, findStampEvent(deps.db, input.evtSeq), session.custId, now);
    },
    evtExample(true),
  ),
  route(ep.stamp, ({ deps, input, session, now }) => issueStamp(deps.db, findStampEvent(deps.db, input.evtSeq), session.custId, now), evtExample(true)),
  route(ep.check, ({ deps, input, session, now }) => stampStatus(deps.db, findStampEvent(deps.db, input.evtSeq), session.custId, now), evtExample(true)),
  route(
    ep.issueCoupon,
    ({ deps, input, session, now }) => issueStampCoupon(deps.db, findStampEvent(deps.db, input.evtSeq), session.custId, now),
    evtExample(true),
  ),
  route(ep.couponCheck, ({ deps, input, session, now }) => couponCheck(deps.db, findStampEvent(deps.db, input.evtSeq), session.custId, now), evtExample(true)),
  route(
    ep.branchCouponCheck,
    ({ deps, input, session, now }) => {
      const eventMon = input.eventMon ?? kstMonth(now);
      const row = deps.db
        .prepare<[string, string], { evt_seq: string }>("SELECT evt_seq FROM stamp_events WHERE bcn_cd = ? AND event_mon = ?")
        .get(input.bcnCd, eventMon);
      if (!row) return { ...ok, bcnCd: input.bcnCd, eventMon, evtSeq: null, passYn: "N" as const, cpIssYn: "N" as const };
      const state = couponCheck(deps.db, findStampEvent(deps.db, row.evt_seq), session.custId, now);
      return { ...ok, bcnCd: input.bcnCd, eventMon, evtSeq: row.evt_seq, passYn: state.passYn, cpIssYn: state.cpIssYn };
    },
    () => ({ params: {}, input: { bcnCd: "01" }, as: "member" }),
  ),
];
