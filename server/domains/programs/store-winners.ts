import type { Db } from "../../db/open.ts";
import { kstDate } from "../../lib/kst.ts";

interface NoticeRow {
  noti_seq: number;
  titl: string;
  cont: string;
  reg_at: number;
  ref_seq: string;
}

/** The winner notices of one kind (kids programs or rentals) a mall has published by now, newest first. */
export function winnerNotices(db: Db, mall: string, kind: "kids" | "rental", nowMs: number) {
  const rows = db
    .prepare("SELECT * FROM prog_winner_notices WHERE mall = ? AND kind = ? AND reg_at <= ? ORDER BY reg_at DESC, noti_seq DESC")
    .all(mall, kind, nowMs) as NoticeRow[];
  return rows.map((n) => ({ notiSeq: n.noti_seq, notiTitl: n.titl, notiCont: n.cont, regDt: kstDate(n.reg_at), refSeq: n.ref_seq }));
}
