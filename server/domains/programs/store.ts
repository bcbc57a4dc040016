import type * as z from "zod/mini";
import type { kidsProgramSchema, libraryLectureSchema, progTypeName } from "../../../schemas/api/programs-models.ts";
import type { Db } from "../../db/open.ts";
import { HttpError } from "../../http/context.ts";
import { kstDttm, kstMinute } from "../../lib/kst.ts";
import { joinState } from "./join-state.ts";
import { KIDS_THEMES, LIBRARY_THEMES } from "./seed-programs-text.ts";

export type Kind = "kids" | "library";

export interface ProgramRow {
  seq: string;
  kind: Kind;
  mall: string;
  titl: string;
  type_name: z.output<typeof progTypeName>;
  thm: string;
  prog_dt: string;
  plc: string;
  trgt: string;
  img_mob_url: string;
  cast_name: string | null;
  open_at: number;
  live_yn: "Y" | "N";
  link_url: string | null;
  cont_html: string;
  join_ddln_yn: "Y" | "N";
  join_strt_at: number;
  join_end_at: number;
  max_join_num: number;
  prz_yn: "Y" | "N";
  prz_strt_at: number | null;
  prz_end_at: number | null;
  seq_at: number;
  is_multi: number;
}

export interface RoundRow {
  prog_seq: string;
  rnd_no: number;
  rnd_hm: string;
}

export const themesOf = (kind: Kind) => (kind === "kids" ? KIDS_THEMES : LIBRARY_THEMES).map((t) => ({ commCd: t.commCd, commCdNm: t.commCdNm }));

/** The join window of a program row, for joinState. */
export const windowOf = (p: ProgramRow) => ({
  joinStrtAt: p.join_strt_at,
  joinEndAt: p.join_end_at,
  joinDdlnYn: p.join_ddln_yn,
  przYn: p.prz_yn,
  przStrtAt: p.prz_strt_at,
});

/** Rounds of several programs in one query, by program id. */
export function roundsOf(db: Db, seqs: readonly string[]): Map<string, RoundRow[]> {
  const rows = db
    .prepare("SELECT prog_seq, rnd_no, rnd_hm FROM prog_rounds WHERE prog_seq IN (SELECT value FROM json_each(?)) ORDER BY prog_seq, rnd_no")
    .all(JSON.stringify(seqs)) as RoundRow[];
  const out = new Map<string, RoundRow[]>();
  for (const r of rows) out.set(r.prog_seq, [...(out.get(r.prog_seq) ?? []), r]);
  return out;
}

function fields(p: ProgramRow, rounds: readonly RoundRow[], nowMs: number) {
  const theme = themesOf(p.kind).find((t) => t.commCd === p.thm);
  return {
    progTitl: p.titl,
    progTypeName: p.type_name,
    thm: p.thm,
    thmNm: theme?.commCdNm ?? "",
    progDt: p.prog_dt,
    progPlc: p.plc,
    trgt: p.trgt,
    imgMobUrl: p.img_mob_url,
    castName: p.cast_name,
    progOpenDttm: kstDttm(p.open_at),
    progStrtHm: rounds[0]?.rnd_hm ?? "0000",
    progRndList: rounds.map((r) => ({ rndHm: r.rnd_hm, progRndNo: r.rnd_no, rndNo: r.rnd_no })),
    progRndCount: rounds.length,
    isMulti: rounds.length > 1,
    liveYn: p.live_yn,
    linkUrl: p.link_url,
    joinAvlYn: joinState(windowOf(p), nowMs) === "open" ? ("Y" as const) : ("N" as const),
    joinDdlnYn: p.join_ddln_yn,
    joinStrtDttm: kstDttm(p.join_strt_at),
    joinEndDttm: kstDttm(p.join_end_at),
    maxJoinNum: p.max_join_num,
    przYn: p.prz_yn,
    przStrtDttm: p.prz_strt_at === null ? null : kstDttm(p.prz_strt_at),
    przEndDttm: p.prz_end_at === null ? null : kstDttm(p.prz_end_at),
    przDateTime: p.prz_strt_at === null ? null : kstMinute(p.prz_strt_at),
  };
}

export function kidsProgramOut(p: ProgramRow, rounds: readonly RoundRow[], nowMs: number): z.output<typeof kidsProgramSchema> {
  return { skpSeq: p.seq, ...fields(p, rounds, nowMs) };
}

export function libraryLectureOut(p: ProgramRow, rounds: readonly RoundRow[], nowMs: number): z.output<typeof libraryLectureSchema> {
  return { slpSeq: p.seq, ...fields(p, rounds, nowMs) };
}

/** One program of a mall, or 404. */
export function findProgram(db: Db, mall: string, seq: string, kind?: Kind): ProgramRow {
  const p = db.prepare("SELECT * FROM prog_programs WHERE seq = ? AND mall = ?").get(seq, mall) as ProgramRow | undefined;
  if (!p || (kind && p.kind !== kind)) throw new HttpError(404, kind === "library" ? "The lecture does not exist." : "The program does not exist.");
  return p;
}
