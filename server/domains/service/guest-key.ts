import { createHmac } from "node:crypto";

// A visitor (no member account) finds their inquiries by e-mail and password. Both values below are
// keyed with the database's own secret (svc_keys, drawn at random by the migration that added them)
// and are stored: they must never change for a given key and e-mail (docs/decisions/0038).

/** The keyed digest of a visitor's e-mail that their inquiries are found by (svc_qna.email_digest). */
export function emailDigest(key: Buffer, email: string): string {
  return createHmac("sha256", key).update(`email\0${email}`).digest("base64url");
}

/**
 * The salt of a visitor's inquiry passwords: one per e-mail (and database), so the same password
 * gives the same hash on each of their inquiries and a lookup derives one hash to compare with all.
 */
export function emailSalt(key: Buffer, email: string): Buffer {
  return createHmac("sha256", key).update(`salt\0${email}`).digest().subarray(0, 16);
}
