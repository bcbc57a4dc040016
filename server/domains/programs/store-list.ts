import type { Db } from "../../db/open.ts";
import { kstDate } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { roundsOf, type Kind, type ProgramRow } from "./store.ts";

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
  const { rows, info } = pagedSelect<ProgramRow>(db, {
    from: `FROM prog_programs WHERE mall = ? AND kind = ? AND (? = '' OR thm = ?) AND prog_dt ${passed ? "<" : ">="} ?`,
    params: [mall, kind, q.thm ?? "", q.thm ?? "", kstDate(nowMs)],
    orderBy: passed ? "seq_at DESC, is_multi ASC, seq ASC" : "seq_at ASC, is_multi ASC, seq ASC",
    pageIndex: q.pageIndex,
    perPage: PROGRAMS_PER_PAGE,
  });
  return {
    rows,
    rounds: roundsOf(
      db,
      rows.map((r) => r.seq),
    ),
    paginationInfo: info,
  };
}
