import { createHash } from "node:crypto";
import type { Db } from "../../db/open.ts";

export interface PrizeRow {
  evt_seq: string;
  prize_no: number;
  prize_nm: string;
  win_yn: "Y" | "N";
  weight: number;
}

export interface SpinRow {
  spin_seq: number;
  evt_seq: string;
  cust_id: string;
  spin_dt: string;
  prize_no: number;
  spin_dttm: string;
}

export function prizesOf(db: Db, evtSeq: string): PrizeRow[] {
  return db.prepare<[string], PrizeRow>("SELECT * FROM roulette_prizes WHERE evt_seq = ? ORDER BY prize_no").all(evtSeq);
}

export function findSpin(db: Db, evtSeq: string, custId: string, day: string): SpinRow | undefined {
  return db
    .prepare<[string, string, string], SpinRow>("SELECT * FROM roulette_spins WHERE evt_seq = ? AND cust_id = ? AND spin_dt = ?")
    .get(evtSeq, custId, day);
}

/**
 * The prize of a member's spin on a day: a weighted pick over the event's seeded prize table, driven
 * by a hash of event, member and day, so the same member gets the same answer all day long.
 */
export function drawPrize(prizes: readonly PrizeRow[], evtSeq: string, custId: string, day: string): PrizeRow {
  const total = prizes.reduce((n, p) => n + p.weight, 0);
  const x = createHash("sha256").update(`${evtSeq}|${custId}|${day}`).digest().readUInt32BE(0) / 2 ** 32;
  let acc = 0;
  for (const p of prizes) {
    acc += p.weight / total;
    if (x < acc) return p;
  }
  return prizes[prizes.length - 1]!;
}
