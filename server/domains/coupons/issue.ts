import { randomInt } from "node:crypto";
import { COUPON_WINDOW } from "../../../schemas/api/coupons.ts";
import type { Db } from "../../db/open.ts";
import { HttpError } from "../../http/context.ts";
import type { Session } from "../../http/session.ts";
import { kstDate, kstDttm, kstSecondOfDay } from "../../lib/kst.ts";
import { type CouponRow, findIssue, type Holder, type IssueRow, issuedCount } from "./store.ts";

/** Where an issuance came from (kept for the operator; not part of the contract). */
export type IssueSource = "DOWN" | "APP" | "DEVICE" | "STAMP" | "TREASURE" | "SEED";

const WINDOW_FROM_S = 10 * 3600 + 1; // 10:00:01
const WINDOW_TO_S = 22 * 3600; // 22:00:00

/** True inside the daily coupon window 10:00:01-22:00:00, Asia/Seoul (spec part-1 §9). */
export function couponWindowOpen(nowMs: number): boolean {
  const s = kstSecondOfDay(nowMs);
  return s >= WINDOW_FROM_S && s <= WINDOW_TO_S;
}

export function assertCouponWindow(nowMs: number): void {
  if (!couponWindowOpen(nowMs))
    throw new HttpError(422, `Coupons can be issued only between ${COUPON_WINDOW.from} and ${COUPON_WINDOW.to} (Korea time). Please try again then.`);
}

/** The holder of a public coupon call: the logged-in member, else the device id the app sent. */
export function holderOf(session: Session | null, uuid: string | undefined): Holder {
  if (session) return { type: "M", id: session.custId };
  if (uuid) return { type: "D", id: uuid };
  throw new HttpError(401, "login required (or the app's device id)");
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join("");

/**
 * Issues a coupon to a holder once: a repeat (or a concurrent twin) gets the same issuance back.
 * Refused outside the daily window, outside the download period, for a device when the coupon is for
 * members only, and when a limited coupon has run out.
 */
export function issueCoupon(db: Db, cp: CouponRow, holder: Holder, src: IssueSource, nowMs: number): IssueRow {
  assertCouponWindow(nowMs);
  if (cp.mbr_only_yn === "Y" && holder.type !== "M") throw new HttpError(401, "This coupon is for members only. Please log in.");
  const today = kstDate(nowMs);
  return db.transaction(() => {
    const have = findIssue(db, cp.cp_seq, holder);
    if (have) return have;
    if (today < cp.down_strt_dt) throw new HttpError(422, "This coupon cannot be downloaded yet.");
    if (today > cp.down_end_dt) throw new HttpError(422, "The download period of this coupon is over.");
    if (cp.tot_qty !== null && issuedCount(db, cp.cp_seq) >= cp.tot_qty) throw new HttpError(409, "All coupons have been issued.");
    const insert = db.prepare(
      `INSERT INTO coupon_issues (cp_seq, holder_type, holder_id, src, cert_no, vou_iss_no, iss_dttm)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    );
    // A clash on a random certificate or voucher number is retried; a clash on the holder means issued.
    for (let attempt = 0; attempt < 5; attempt++) {
      const vou = cp.cp_type === "VOU" ? `V${today.replace(/-/g, "")}${digits(8)}` : null;
      insert.run(cp.cp_seq, holder.type, holder.id, src, digits(16), vou, kstDttm(nowMs));
      const row = findIssue(db, cp.cp_seq, holder);
      if (row) return row;
    }
    throw new Error("could not draw a unique certificate number");
  })();
}

/** Uses the holder's coupon once; a used coupon answers 409. */
export function useCoupon(db: Db, cp: CouponRow, holder: Holder, nowMs: number): IssueRow {
  const today = kstDate(nowMs);
  return db.transaction(() => {
    const have = findIssue(db, cp.cp_seq, holder);
    if (!have) throw new HttpError(404, "You do not hold this coupon.");
    if (have.use_yn === "Y") throw new HttpError(409, "This coupon has already been used.");
    if (today < cp.use_strt_dt) throw new HttpError(422, "This coupon cannot be used yet.");
    if (today > cp.use_end_dt) throw new HttpError(422, "This coupon has expired.");
    const r = db
      .prepare("UPDATE coupon_issues SET use_yn = 'Y', use_dttm = ? WHERE cp_iss_sub_seq = ? AND use_yn = 'N'")
      .run(kstDttm(nowMs), have.cp_iss_sub_seq);
    if (r.changes !== 1) throw new HttpError(409, "This coupon has already been used.");
    return findIssue(db, cp.cp_seq, holder)!;
  })();
}
