import { createHash } from "node:crypto";
import type { Db } from "../../db/open.ts";

/** How long a claim is kept: a waiting ends the day it starts. */
export const CLAIM_TTL_MS = 24 * 60 * 60 * 1000;

/** The waiting a claim is about, as the queue service answered it. */
export interface ClaimedWaiting {
  spotId: number;
  waitingId: number;
  regDttm: string;
}

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/** Records that the browser holding `token` registered the waiting; claims past CLAIM_TTL_MS go. */
export function claimWaiting(db: Db, w: ClaimedWaiting, token: string, nowMs: number): void {
  db.transaction(() => {
    db.prepare("DELETE FROM waiting_claims WHERE created_at < ?").run(nowMs - CLAIM_TTL_MS);
    db.prepare(
      `INSERT INTO waiting_claims (spot_id, waiting_id, reg_dttm, device_hash, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (spot_id, waiting_id) DO UPDATE SET reg_dttm = excluded.reg_dttm, device_hash = excluded.device_hash, created_at = excluded.created_at`,
    ).run(w.spotId, w.waitingId, w.regDttm, digest(token), nowMs);
  })();
}

/** Whether the browser holding `token` registered the waiting (within CLAIM_TTL_MS). */
export function claimedBy(db: Db, w: ClaimedWaiting, token: string, nowMs: number): boolean {
  return (
    db
      .prepare("SELECT 1 FROM waiting_claims WHERE spot_id = ? AND waiting_id = ? AND reg_dttm = ? AND device_hash = ? AND created_at >= ?")
      .get(w.spotId, w.waitingId, w.regDttm, digest(token), nowMs - CLAIM_TTL_MS) !== undefined
  );
}
