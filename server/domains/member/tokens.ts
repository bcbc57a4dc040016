import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/open.ts";
import { DAY_MS } from "../../lib/kst.ts";

/** Auto-login tokens (custToken) last 30 days; intro hand-over tokens 60 seconds. */
export const AUTO_LOGIN_TTL_MS = 30 * DAY_MS;
export const INTRO_TOKEN_TTL_MS = 60_000;

/** An opaque URL-safe token; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues an auto-login token for a member on a device (replacing the device's previous one). */
export function issueAutoLoginToken(db: Db, custId: string, uuid: string, nowMs: number): string {
  const token = newToken();
  db.transaction(() => {
    db.prepare("DELETE FROM auto_login_tokens WHERE cust_id = ? AND uuid = ?").run(custId, uuid);
    db.prepare("INSERT INTO auto_login_tokens (token_hash, cust_id, uuid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
      tokenHash(token),
      custId,
      uuid,
      nowMs,
      nowMs + AUTO_LOGIN_TTL_MS,
    );
  })();
  return token;
}

/** The member an auto-login token stands for on this device, or null. */
export function redeemAutoLoginToken(db: Db, token: string, uuid: string, nowMs: number): string | null {
  const row = db
    .prepare<[string, string, number], { cust_id: string }>("SELECT cust_id FROM auto_login_tokens WHERE token_hash = ? AND uuid = ? AND expires_at > ?")
    .get(tokenHash(token), uuid, nowMs);
  return row?.cust_id ?? null;
}

/** Ends auto login of a member on one device, or on all of them. */
export function revokeAutoLoginTokens(db: Db, custId: string, uuid?: string): void {
  if (uuid) db.prepare("DELETE FROM auto_login_tokens WHERE cust_id = ? AND uuid = ?").run(custId, uuid);
  else db.prepare("DELETE FROM auto_login_tokens WHERE cust_id = ?").run(custId);
}

/** Issues a single-use hand-over token for the gate (custId → another brand host). */
export function issueIntroToken(db: Db, custId: string, branch: string, nowMs: number): string {
  const token = newToken();
  db.prepare("DELETE FROM intro_tokens WHERE expires_at < ?").run(nowMs - DAY_MS);
  db.prepare("INSERT INTO intro_tokens (token_hash, cust_id, branch, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
    tokenHash(token),
    custId,
    branch,
    nowMs,
    nowMs + INTRO_TOKEN_TTL_MS,
  );
  return token;
}

/** Consumes a hand-over token: true once, for the right member and branch, within its 60 s. */
export function consumeIntroToken(db: Db, token: string, custId: string, branch: string, nowMs: number): boolean {
  const res = db
    .prepare("UPDATE intro_tokens SET used_at = ? WHERE token_hash = ? AND cust_id = ? AND branch = ? AND used_at IS NULL AND expires_at > ?")
    .run(nowMs, tokenHash(token), custId, branch, nowMs);
  return res.changes === 1;
}
