import type { Db } from "../../db/open.ts";
import { kstDate, kstMinute } from "../../lib/kst.ts";
import { joinState } from "./join-state.ts";
import { roundsOf, windowOf, type Kind, type ProgramRow } from "./store.ts";

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

/** Whether a program's winners are out: the window has passed, it draws winners, and the prize time has come (decision 4). */
export const announced = (p: ProgramRow, nowMs: number) => joinState(windowOf(p), nowMs) === "announced";

/**
 * The announced rounds of a mall's programs of one kind (przProgramList.do, and the library's twin,
 * decision 3): one row per round of each program whose winners are out, newest announcement first.
 */
export function prizeRounds(db: Db, mall: string, kind: Kind, nowMs: number) {
  const progs = (
    db.prepare("SELECT * FROM prog_programs WHERE mall = ? AND kind = ? AND prz_yn = 'Y' ORDER BY prz_strt_at DESC, seq").all(mall, kind) as ProgramRow[]
  ).filter((p) => announced(p, nowMs));
  const rounds = roundsOf(
    db,
    progs.map((p) => p.seq),
  );
  return progs.flatMap((p) => {
    const rs = rounds.get(p.seq) ?? [];
    return rs.map((r) => ({
      seq: p.seq,
      progTitl: p.titl,
      progDt: p.prog_dt,
      progRndHm: r.rnd_hm,
      progRndNo: r.rnd_no,
      isMulti: rs.length > 1,
      przDateTime: kstMinute(p.prz_strt_at!),
    }));
  });
}
