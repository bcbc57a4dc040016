import { eventsEndpoints as ep } from "../../../schemas/api/events.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate, kstDttm } from "../../lib/kst.ts";
import { couponView, findCoupon, findIssue, issueCoupon, toIssue } from "../coupons/index.ts";
import { sampleEvent } from "./routes-core.ts";
import { applyOnce, assertRunning, findApplication, findEvent } from "./store.ts";

interface TreasureRow {
  trs_no: number;
  hint_titl: string;
  hint_cont: string;
  serial_no: string;
  found_dttm: string | null;
}

function treasures(db: Db, evtSeq: string, custId: string): TreasureRow[] {
  return db
    .prepare<[string, string], TreasureRow>(
      `SELECT t.trs_no, t.hint_titl, t.hint_cont, t.serial_no, f.found_dttm FROM treasures t
       LEFT JOIN treasure_finds f ON f.evt_seq = t.evt_seq AND f.trs_no = t.trs_no AND f.cust_id = ?
       WHERE t.evt_seq = ? ORDER BY t.trs_no`,
    )
    .all(custId, evtSeq);
}

function progress(db: Db, evtSeq: string, custId: string) {
  const list = treasures(db, evtSeq, custId);
  return { list, foundCnt: list.filter((t) => t.found_dttm).length, totalCnt: list.length };
}

const rewards = (db: Db, evtSeq: string) =>
  db
    .prepare<[string], { cp_seq: number; need_cnt: number }>("SELECT cp_seq, need_cnt FROM treasure_rewards WHERE evt_seq = ? ORDER BY need_cnt, cp_seq")
    .all(evtSeq);

const hunt = (db: Db) => sampleEvent(db, "evt_cd = 'TRSR'");

export const treasureRoutes = [
  route(
    ep.treasureApply,
    ({ deps, mall, input, session, now }) => {
      const row = findEvent(deps.db, mall, input.evt_seq, "TRSR");
      const entry = deps.db.transaction(() => {
        const have = findApplication(deps.db, row.evt_seq, session.custId);
        if (have) return have;
        assertRunning(row, kstDate(now));
        return applyOnce(deps.db, row.evt_seq, session.custId, kstDttm(now));
      })();
      return { ...ok, evt_seq: row.evt_seq, evtAplySeq: entry.evt_aply_seq, aplyDttm: entry.aply_dttm };
    },
    ({ db }) => ({ params: { mall: "hanam" }, input: { evt_seq: hunt(db).evt_seq }, as: "member" }),
  ),
  route(
    ep.treasureHint,
    ({ deps, mall, input, session }) => {
      const row = findEvent(deps.db, mall, input.evt_seq, "TRSR");
      const { list, foundCnt, totalCnt } = progress(deps.db, row.evt_seq, session.custId);
      return {
        ...ok,
        evt_seq: row.evt_seq,
        aplyYn: findApplication(deps.db, row.evt_seq, session.custId) ? "Y" : "N",
        foundCnt,
        totalCnt,
        hintList: list.map((t) => ({
          trsNo: t.trs_no,
          hintTitl: t.hint_titl,
          hintCont: t.hint_cont,
          foundYn: t.found_dttm ? "Y" : "N",
          foundDttm: t.found_dttm,
        })),
      };
    },
    ({ db }) => ({ params: { mall: "hanam" }, input: { evt_seq: hunt(db).evt_seq }, as: "member" }),
  ),
  route(
    ep.treasureSerialCheck,
    ({ deps, mall, input, session, now }) => {
      const db = deps.db;
      const custId = session.custId;
      const row = findEvent(db, mall, input.evt_seq, "TRSR");
      if (!findApplication(db, row.evt_seq, custId)) throw new HttpError(422, "Please join the treasure hunt first.");
      assertRunning(row, kstDate(now));
      const hit = db
        .prepare<[string, string], { trs_no: number }>("SELECT trs_no FROM treasures WHERE evt_seq = ? AND serial_no = ?")
        .get(row.evt_seq, input.serialNo.toUpperCase());
      if (hit)
        db.prepare("INSERT INTO treasure_finds (evt_seq, trs_no, cust_id, found_dttm) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING").run(
          row.evt_seq,
          hit.trs_no,
          custId,
          kstDttm(now),
        );
      const { foundCnt, totalCnt } = progress(db, row.evt_seq, custId);
      return { ...ok, evt_seq: row.evt_seq, matchYn: hit ? "Y" : "N", trsNo: hit?.trs_no ?? null, foundCnt, totalCnt };
    },
    ({ db, memberCustId }) => {
      const evtSeq = hunt(db).evt_seq;
      const t = db
        .prepare<[string, string], { serial_no: string }>(
          "SELECT serial_no FROM treasures WHERE evt_seq = ? AND trs_no NOT IN (SELECT trs_no FROM treasure_finds WHERE evt_seq = treasures.evt_seq AND cust_id = ?) ORDER BY trs_no LIMIT 1",
        )
        .get(evtSeq, memberCustId)!;
      return { params: { mall: "hanam" }, input: { evt_seq: evtSeq, serialNo: t.serial_no }, as: "member" };
    },
  ),
  route(
    ep.treasureCouponList,
    ({ deps, mall, input, session }) => {
      const db = deps.db;
      const row = findEvent(db, mall, input.evt_seq, "TRSR");
      const { foundCnt, totalCnt } = progress(db, row.evt_seq, session.custId);
      const couponList = rewards(db, row.evt_seq).flatMap((r) => {
        const cp = findCoupon(db, row.mall, r.cp_seq);
        if (!cp) return [];
        const have = findIssue(db, cp.cp_seq, { type: "M", id: session.custId });
        return [
          {
            needCnt: r.need_cnt,
            availYn: foundCnt >= r.need_cnt ? ("Y" as const) : ("N" as const),
            issYn: have ? ("Y" as const) : ("N" as const),
            coupon: couponView(db, cp),
            issue: have ? toIssue(have, cp.iss_mst_seq) : null,
          },
        ];
      });
      return { ...ok, evt_seq: row.evt_seq, foundCnt, totalCnt, couponList };
    },
    ({ db }) => ({ params: { mall: "hanam" }, input: { evt_seq: hunt(db).evt_seq }, as: "member" }),
  ),
  route(
    ep.treasureCoupon,
    ({ deps, mall, input, session, now }) => {
      const db = deps.db;
      const row = findEvent(db, mall, input.evt_seq, "TRSR");
      const reward = rewards(db, row.evt_seq).find((r) => r.cp_seq === input.cp_seq);
      const cp = reward && findCoupon(db, row.mall, reward.cp_seq);
      if (!reward || !cp) throw new HttpError(404, "reward not found");
      const holder = { type: "M" as const, id: session.custId };
      if (!findIssue(db, cp.cp_seq, holder) && progress(db, row.evt_seq, holder.id).foundCnt < reward.need_cnt)
        throw new HttpError(422, `Find ${reward.need_cnt} treasures to take this coupon.`);
      const issue = issueCoupon(db, cp, holder, "TREASURE", now);
      return { ...ok, evt_seq: row.evt_seq, coupon: couponView(db, cp), issue: toIssue(issue, cp.iss_mst_seq) };
    },
    ({ db }) => {
      const evtSeq = hunt(db).evt_seq;
      return { params: { mall: "hanam" }, input: { evt_seq: evtSeq, cp_seq: rewards(db, evtSeq)[0]!.cp_seq }, as: "member" };
    },
  ),
];
