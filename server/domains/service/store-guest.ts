import type { Db } from "../../db/open.ts";
import { hashPasswordAsync, hashPrefix, verifyPassword, type HashingOptions } from "../../lib/passwords.ts";
import { emailDigest, emailSalt } from "./guest-key.ts";

/** The name of the visitors' e-mail key in svc_keys. */
export const GUEST_KEY = "guest-email";

/**
 * Hashes of inquiries written before the e-mail salt (another salt or cost) checked by one lookup at
 * most, newest first; a match is rewritten with the e-mail's hash, so the next lookup needs none.
 */
export const LEGACY_CHECKS = 2;

const keys = new WeakMap<Db, Buffer>();

function guestKey(db: Db): Buffer {
  let key = keys.get(db);
  if (!key) {
    const row = db.prepare("SELECT key FROM svc_keys WHERE name = ?").get(GUEST_KEY) as { key: Buffer } | undefined;
    if (!row) throw new Error("svc_keys has no visitor e-mail key: the service migrations have not run");
    key = row.key;
    keys.set(db, key);
  }
  return key;
}

/** What a visitor's inquiry stores of their e-mail and password: the e-mail's digest and the password hashed with the e-mail's salt. */
export const guestDigest = (db: Db, email: string): string => emailDigest(guestKey(db), email);
export const guestSalt = (db: Db, email: string): Buffer => emailSalt(guestKey(db), email);

/**
 * A visitor's credentials as their inquiries at this mall store them: the e-mail's digest and the
 * password's hash under the e-mail's salt, so a lookup compares stored hashes with one derivation
 * (always one, whether the e-mail has inquiries or not). Inquiries of the e-mail still holding an
 * older hash get up to LEGACY_CHECKS more checks, and the hash of a match is rewritten.
 */
export async function visitorCredentials(db: Db, mall: string, email: string, password: string, client: string) {
  const hashing: HashingOptions = { lane: "visitor", client };
  const digest = guestDigest(db, email);
  const salt = guestSalt(db, email);
  const pwHash = await hashPasswordAsync(password, { ...hashing, salt });
  const prefix = hashPrefix(salt);
  const older = db
    .prepare(
      `SELECT pw_hash FROM svc_qna WHERE mall = ? AND cust_id IS NULL AND email_digest = ? AND qna_seq = qna_grp_seq AND substr(pw_hash, 1, ?) <> ?
       GROUP BY pw_hash ORDER BY MAX(reg_at) DESC LIMIT ?`,
    )
    .all(mall, digest, prefix.length, prefix, LEGACY_CHECKS) as { pw_hash: string }[];
  for (const { pw_hash } of older)
    if (await verifyPassword(password, pw_hash, hashing))
      db.prepare("UPDATE svc_qna SET pw_hash = ? WHERE cust_id IS NULL AND email_digest = ? AND pw_hash = ?").run(pwHash, digest, pw_hash);
  return { digest, pwHash };
}
