import type { Db } from "../../db/open.ts";
import { HttpError } from "../../http/context.ts";
import { kstDate, kstDttm } from "../../lib/kst.ts";
import { couponView, findCoupon, findIssue, issueCoupon, toIssue } from "../coupons/index.ts";
import { assertRunning, periodState } from "../events/index.ts";

export interface StampEventRow {
  evt_seq: string;
  mall: string;
  bcn_cd: string;
  event_mon: string;
  stamp_goal: number;
  cp_seq: number | null;
  evt_titl: string;
  mobi_app_img1_uri: string;
  evt_strt_dt: string;
  evt_end_dt: string;
  evt_cont: string;
}

export const STAMP_EVENT_SELECT = `SELECT s.*, e.evt_titl, e.mobi_app_img1_uri, e.evt_strt_dt, e.evt_end_dt, e.evt_cont
  FROM stamp_events s JOIN events e ON e.evt_seq = s.evt_seq`;

export function findStampEvent(db: Db, evtSeq: string, mall?: string): StampEventRow {
  const row = db.prepare<[string], StampEventRow>(`${STAMP_EVENT_SELECT} WHERE s.evt_seq = ?`).get(evtSeq);
  if (!row || (mall !== undefined && row.mall !== mall)) throw new HttpError(404, "stamp event not found");
  return row;
}

export function summary(ev: StampEventRow, today: string) {
  return {
    evtSeq: ev.evt_seq,
    evt_titl: ev.evt_titl,
    mobi_app_img1_uri: ev.mobi_app_img1_uri,
    evt_strt_dt: ev.evt_strt_dt,
    evt_end_dt: ev.evt_end_dt,
    evtStat: periodState(ev.evt_strt_dt, ev.evt_end_dt, today),
    eventMon: ev.event_mon,
    bcnCd: ev.bcn_cd,
    mallName: ev.mall,
    linkUrl: `/${ev.mall}/event/stampEvent/${ev.event_mon}/${ev.evt_seq}`,
    stampGoal: ev.stamp_goal,
  };
}

const member = (custId: string) => ({ type: "M" as const, id: custId });

/** The reward coupon and the member's copy of it. */
export function couponState(db: Db, ev: StampEventRow, custId: string) {
  const cp = ev.cp_seq === null ? undefined : findCoupon(db, ev.mall, ev.cp_seq);
  const have = cp && findIssue(db, cp.cp_seq, member(custId));
  return { cp, have };
}

/** The member's card: stamps, pass and coupon state. */
export function stampStatus(db: Db, ev: StampEventRow, custId: string, nowMs: number) {
  const stamps = db
    .prepare<[string, string], { stamp_dt: string; iss_dttm: string }>(
      "SELECT stamp_dt, iss_dttm FROM stamps WHERE evt_seq = ? AND cust_id = ? ORDER BY stamp_dt",
    )
    .all(ev.evt_seq, custId);
  const today = kstDate(nowMs);
  return {
    message: "success" as const,
    evtSeq: ev.evt_seq,
    bcnCd: ev.bcn_cd,
    eventMon: ev.event_mon,
    stampGoal: ev.stamp_goal,
    stampCnt: stamps.length,
    passYn: stamps.length >= ev.stamp_goal ? ("Y" as const) : ("N" as const),
    todayStampYn: stamps.some((s) => s.stamp_dt === today) ? ("Y" as const) : ("N" as const),
    cpIssYn: couponState(db, ev, custId).have ? ("Y" as const) : ("N" as const),
    stampList: stamps.map((s) => ({ stampDt: s.stamp_dt, issDttm: s.iss_dttm })),
  };
}

/** Today's stamp (Asia/Seoul day), once per member and event; repeats read the same card back. */
export function issueStamp(db: Db, ev: StampEventRow, custId: string, nowMs: number) {
  const today = kstDate(nowMs);
  db.transaction(() => {
    const have = db.prepare("SELECT 1 FROM stamps WHERE evt_seq = ? AND cust_id = ? AND stamp_dt = ?").get(ev.evt_seq, custId, today);
    if (have) return;
    assertRunning(ev, today);
    db.prepare("INSERT INTO stamps (evt_seq, cust_id, stamp_dt, iss_dttm) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING").run(
      ev.evt_seq,
      custId,
      today,
      kstDttm(nowMs),
    );
  })();
  return stampStatus(db, ev, custId, nowMs);
}

/** The reward coupon, once the member has passed; once per member and event. */
export function issueStampCoupon(db: Db, ev: StampEventRow, custId: string, nowMs: number) {
  const { cp, have } = couponState(db, ev, custId);
  if (!cp) throw new HttpError(422, "This stamp event has no reward coupon.");
  if (!have && stampStatus(db, ev, custId, nowMs).passYn !== "Y") throw new HttpError(422, `Collect ${ev.stamp_goal} stamps to take the coupon.`);
  const issue = issueCoupon(db, cp, member(custId), "STAMP", nowMs);
  return { message: "success" as const, evtSeq: ev.evt_seq, coupon: couponView(db, cp), issue: toIssue(issue, cp.iss_mst_seq) };
}

/** The reward coupon's state for the member (postStampIssCpChk, stampEventCoupon). */
export function couponCheck(db: Db, ev: StampEventRow, custId: string, nowMs: number) {
  const { cp, have } = couponState(db, ev, custId);
  return {
    message: "success" as const,
    evtSeq: ev.evt_seq,
    passYn: stampStatus(db, ev, custId, nowMs).passYn,
    cpIssYn: have ? ("Y" as const) : ("N" as const),
    coupon: cp ? couponView(db, cp) : null,
    issue: cp && have ? toIssue(have, cp.iss_mst_seq) : null,
  };
}
