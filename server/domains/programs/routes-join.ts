import { kidsEndpoints } from "../../../schemas/api/programs-kids.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDttm } from "../../lib/kst.ts";
import { exampleSeq } from "./examples.ts";
import { JOIN_REFUSALS, joinState } from "./join-state.ts";
import { findProgram, roundsOf, windowOf, type Kind } from "./store.ts";

interface Wanted {
  seq: string;
  rnd: number;
}

/** Resolves "<id>" / "<id>_<round>" entries to program rounds, refusing any that cannot be joined now. */
function resolve(db: Db, mall: string, kind: Kind, tokens: readonly string[], joinNum: number, nowMs: number): Wanted[] {
  const field = kind === "kids" ? "skpSeqs" : "slpSeqs";
  return tokens.map((token) => {
    const [seq, rndText] = token.split("_") as [string, string | undefined];
    const p = findProgram(db, mall, seq, kind);
    const rounds = roundsOf(db, [seq]).get(seq) ?? [];
    if (rndText === undefined && rounds.length > 1)
      throw new HttpError(400, "invalid request", [{ field, message: `choose a round of ${seq}: ${seq}_<round number>` }]);
    const rnd = rndText === undefined ? 1 : Number(rndText);
    if (!rounds.some((r) => r.rnd_no === rnd)) throw new HttpError(400, "invalid request", [{ field, message: `${seq} has no round ${rnd}` }]);
    const state = joinState(windowOf(p), nowMs);
    if (state !== "open") throw new HttpError(409, JOIN_REFUSALS[state]);
    if (joinNum > p.max_join_num)
      throw new HttpError(400, "invalid request", [{ field: "joinNum", message: `at most ${p.max_join_num} people per application` }]);
    return { seq, rnd };
  });
}

interface JoinRow {
  join_seq: number;
  prog_seq: string;
  rnd_no: number;
  join_num: number;
  created_at: number;
  titl: string;
  prog_dt: string;
  rnd_hm: string;
}

export const joinRoutes: readonly RouteDef[] = [
  route(
    kidsEndpoints.joinProgram,
    ({ deps, mall, session, input, now }) => {
      const db = deps.db;
      const wanted = [
        ...resolve(db, mall.path, "kids", input.skpSeqs ?? [], input.joinNum, now),
        ...resolve(db, mall.path, "library", input.slpSeqs ?? [], input.joinNum, now),
      ];
      const unique = [...new Map(wanted.map((w) => [`${w.seq}_${w.rnd}`, w])).values()];
      const insert = db.prepare(
        `INSERT INTO prog_joins (prog_seq, rnd_no, cust_id, name, tel_num, instar_uri, join_num, cmnt, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (cust_id, prog_seq, rnd_no) DO NOTHING`,
      );
      const read = db.prepare(
        `SELECT j.join_seq, j.prog_seq, j.rnd_no, j.join_num, j.created_at, p.titl, p.prog_dt, r.rnd_hm
         FROM prog_joins j JOIN prog_programs p ON p.seq = j.prog_seq JOIN prog_rounds r ON r.prog_seq = j.prog_seq AND r.rnd_no = j.rnd_no
         WHERE j.cust_id = ? AND j.prog_seq = ? AND j.rnd_no = ?`,
      );
      const tel = `${input.telNum1}-${input.telNum2}-${input.telNum3}`;
      const rows = db.transaction(() => {
        for (const w of unique) insert.run(w.seq, w.rnd, session.custId, input.name, tel, input.instarUri ?? null, input.joinNum, input.cmnt ?? null, now);
        return unique.map((w) => read.get(session.custId, w.seq, w.rnd) as JoinRow);
      })();
      const joinList = rows.map((j) => ({
        joinSeq: j.join_seq,
        progSeq: j.prog_seq,
        progTitl: j.titl,
        progDt: j.prog_dt,
        progRndNo: j.rnd_no,
        rndHm: j.rnd_hm,
        joinNum: j.join_num,
        joinDttm: kstDttm(j.created_at),
      }));
      return { ...ok, joinList };
    },
    () => ({
      params: { mall: "hanam" },
      input: {
        skpSeqs: exampleSeq("kids", "open", "01", "single"),
        name: "김필드",
        telNum1: "010",
        telNum2: "1234",
        telNum3: "5678",
        joinNum: 2,
        cmnt: "아이와 함께 참여합니다.",
      },
      as: "member",
    }),
  ),
];
