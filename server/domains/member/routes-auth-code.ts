import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { memberEndpoints as ep } from "../../../schemas/api/member.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { SEED_MEMBERS } from "./demo-members.ts";
import { findMemberByCustId } from "./store.ts";

/** A number is valid 3 minutes, works once, and dies after 5 wrong attempts. */
export const AUTH_CODE_TTL_MS = 3 * 60_000;
export const AUTH_CODE_MAX_ATTEMPTS = 5;

// Only a keyed hash is stored: a leaked table does not reveal the numbers (10^6 is too few to hide a plain hash).
const HMAC_KEY = randomBytes(32);
const codeHash = (code: string, phoneNo: string, custId: string) => createHmac("sha256", HMAC_KEY).update(`${custId}|${phoneNo}|${code}`).digest();

/** There is no SMS gateway: with the demo setting (MALL_DEMO) the number comes back in the answer (devAuthNo) so it can be used. */

interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

const demo = SEED_MEMBERS[0]!;
const demoPhone = demo.phone.join("");

export const authCodeRoutes: readonly RouteDef[] = [
  route(
    ep.requestAuth,
    ({ input, deps, now }) => {
      const m = findMemberByCustId(deps.db, input.custId);
      // The answer is the same whether or not the number belongs to the member: no probing of members' numbers.
      if (!m || `${m.cel_num1}${m.cel_num2}${m.cel_num3}` !== input.phoneNo) return { ...ok, expireSec: AUTH_CODE_TTL_MS / 1000 };
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      deps.db.transaction(() => {
        deps.db.prepare("UPDATE auth_codes SET used_at = ? WHERE phone_no = ? AND cust_id = ? AND used_at IS NULL").run(now, input.phoneNo, input.custId);
        deps.db
          .prepare("INSERT INTO auth_codes (cust_id, phone_no, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
          .run(input.custId, input.phoneNo, codeHash(code, input.phoneNo, input.custId).toString("hex"), now, now + AUTH_CODE_TTL_MS);
      })();
      return { ...ok, expireSec: AUTH_CODE_TTL_MS / 1000, ...(deps.settings.revealAuthCodes ? { devAuthNo: code } : {}) };
    },
    () => ({ params: {}, input: { phoneNo: demoPhone, custId: demo.custId } }),
  ),
  route(
    ep.completeAuth,
    ({ input, params, deps, now }) => {
      const row = deps.db
        .prepare<[string, string], CodeRow>(
          "SELECT id, code_hash, expires_at, attempts, used_at FROM auth_codes WHERE phone_no = ? AND cust_id = ? ORDER BY id DESC LIMIT 1",
        )
        .get(input.phoneNo, input.custId);
      if (!row || row.used_at !== null) throw new HttpError(410, "There is no valid authentication number. Please request a new one.");
      if (row.expires_at <= now) throw new HttpError(410, "The authentication number has expired. Please request a new one.");
      if (row.attempts >= AUTH_CODE_MAX_ATTEMPTS) throw new HttpError(429, "Too many wrong attempts. Please request a new authentication number.");
      if (!timingSafeEqual(codeHash(input.authNo, input.phoneNo, input.custId), Buffer.from(row.code_hash, "hex"))) {
        deps.db.prepare("UPDATE auth_codes SET attempts = attempts + 1 WHERE id = ?").run(row.id);
        const left = AUTH_CODE_MAX_ATTEMPTS - row.attempts - 1;
        throw new HttpError(422, `The authentication number does not match (${left} attempt${left === 1 ? "" : "s"} left).`);
      }
      const used = deps.db.transaction(() => {
        const res = deps.db.prepare("UPDATE auth_codes SET used_at = ? WHERE id = ? AND used_at IS NULL").run(now, row.id);
        if (res.changes === 1)
          deps.db.prepare("INSERT INTO auth_verifications (cust_id, path, verified_at) VALUES (?, ?, ?)").run(input.custId, params.path, now);
        return res.changes === 1;
      })();
      if (!used) throw new HttpError(410, "There is no valid authentication number. Please request a new one.");
      return { ...ok, authYn: "Y" as const };
    },
    ({ db }) => {
      // The example needs a live number: it plants one whose hash it knows, as requestAuth would.
      const nowMs = new Date("2026-11-20T03:00:00Z").getTime();
      const code = "246810";
      db.prepare("INSERT INTO auth_codes (cust_id, phone_no, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
        demo.custId,
        demoPhone,
        codeHash(code, demoPhone, demo.custId).toString("hex"),
        nowMs,
        nowMs + 10 * 365 * 24 * 3600_000,
      );
      return { params: { path: "security" }, input: { authNo: code, phoneNo: demoPhone, custId: demo.custId } };
    },
  ),
];
