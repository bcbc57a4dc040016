import type { Db } from "../../db/open.ts";
import { kstDate } from "../../lib/kst.ts";
import { paging } from "../../lib/paging.ts";
import { roundsOf, type Kind, type ProgramRow } from "./program-rows.ts";

export const PROGRAMS_PER_PAGE = 10;

export interface ListQuery {
  pageIndex: number;
  thm?: string | undefined;
  passed: "Y" | "N";
}

/**
 * A page of a mall's programs of one kind. Upcoming ones (program day today or later) by start
 * date-time, single-round before multi-round on a tie (spec part-1 §4); passed ones newest first.
 */
export function listPrograms(db: Db, mall: string, kind: Kind, q: ListQuery, nowMs: number) {
  const passed = q.passed === "Y";
  const where = `mall = ? AND kind = ? AND (? = '' OR thm = ?) AND prog_dt ${passed ? "<" : ">="} ?`;
  const args = [mall, kind, q.thm ?? "", q.thm ?? "", kstDate(nowMs)];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM prog_programs WHERE ${where}`).get(...args) as { n: number }).n;
  const { offset, info: paginationInfo } = paging({ total, pageIndex: q.pageIndex, perPage: PROGRAMS_PER_PAGE });
  const order = passed ? "seq_at DESC, is_multi ASC, seq ASC" : "seq_at ASC, is_multi ASC, seq ASC";
  const rows = db.prepare(`SELECT * FROM prog_programs WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, PROGRAMS_PER_PAGE, offset) as ProgramRow[];
  return { rows, rounds: roundsOf(db, rows.map((r) => r.seq)), paginationInfo };
}
