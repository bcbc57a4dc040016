import type { Db } from "../../db/open.ts";
import type { MemberRow } from "./store.ts";

// New-device authentication at login. A member who turned on newDeviceAuthYn must verify the phone
// before a device that never logged in gets a session: the login answers authRequired, the app runs
// requestAuth and completeAuth (path newDevice), and the repeated login spends that verification.

/** The completeAuth path whose verifications admit a new device. */
export const NEW_DEVICE_AUTH_PATH = "newDevice";
/** A verification admits one new-device login within this time. */
export const NEW_DEVICE_AUTH_WINDOW_MS = 10 * 60_000;

/** True when the member asks for new-device authentication and (custId, uuid) has never logged in. */
export function deviceNeedsAuth(db: Db, custId: string, uuid: string): boolean {
  const guarded = db.prepare<[string], { y: 1 }>("SELECT 1 AS y FROM security_settings WHERE cust_id = ? AND new_device_auth_yn = 'Y'").get(custId);
  if (!guarded) return false;
  return !db.prepare<[string, string], { y: 1 }>("SELECT 1 AS y FROM member_devices WHERE cust_id = ? AND uuid = ?").get(custId, uuid);
}

/**
 * Spends the member's latest unused newDevice verification of the last 10 minutes; false when there is
 * none. One conditional UPDATE picks and marks the row, so two logins (or two server processes on one
 * database file) can never both spend it.
 */
export function consumeNewDeviceVerification(db: Db, custId: string, nowMs: number): boolean {
  const res = db
    .prepare(
      `UPDATE auth_verifications SET used_at = ?
       WHERE used_at IS NULL AND id = (
         SELECT id FROM auth_verifications
         WHERE cust_id = ? AND path = ? AND used_at IS NULL AND verified_at > ? AND verified_at <= ?
         ORDER BY verified_at DESC, id DESC LIMIT 1
       )`,
    )
    .run(nowMs, custId, NEW_DEVICE_AUTH_PATH, nowMs - NEW_DEVICE_AUTH_WINDOW_MS, nowMs);
  return res.changes === 1;
}

/** The member's mobile number with the middle part hidden (010-****-5678), to show where the number goes. */
export const maskedPhone = (m: Pick<MemberRow, "cel_num1" | "cel_num3">): string => `${m.cel_num1}-****-${m.cel_num3}`;
