import { encodeText } from "../../../schemas/api/common.ts";
import { CONSENT_FLAGS } from "../../../schemas/api/member-models.ts";
import type { Db } from "../../db/open.ts";
import { HttpError } from "../../http/context.ts";
import type { Session } from "../../http/session.ts";
import { kstDttm } from "../../lib/kst.ts";

export interface MemberRow {
  cust_id: string;
  user_id: string;
  pw_hash: string;
  mbr_nm: string;
  cel_num1: string;
  cel_num2: string;
  cel_num3: string;
  point_card_num: string;
  bcn_cd: string;
  vip_grade: string;
  test_device_yn: "Y" | "N";
  third_party_info_agre_yn: "Y" | "N";
  agre_upd_at: number;
}

export type ConsentFlag = (typeof CONSENT_FLAGS)[number];

export function findMemberByCustId(db: Db, custId: string): MemberRow | undefined {
  return db.prepare<[string], MemberRow>("SELECT * FROM members WHERE cust_id = ?").get(custId);
}

export function findMemberByUserId(db: Db, userId: string): MemberRow | undefined {
  return db.prepare<[string], MemberRow>("SELECT * FROM members WHERE user_id = ?").get(userId);
}

/** The member of a session (a session of a deleted member counts as none). */
export function sessionMember(db: Db, session: Session | null): MemberRow | null {
  return session ? (findMemberByCustId(db, session.custId) ?? null) : null;
}

/** Refuses a customer id that is not the session's (for public endpoints that still take one). */
export function assertOwnCustId(session: Session | null, ...ids: (string | undefined)[]): void {
  for (const id of ids) if (id && session && id !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
}

/** mbr001Vo as the member fetch sends it: the five personal fields base64-encoded (spec: "arrive encoded"). */
export function toMbr001Vo(m: MemberRow) {
  return {
    cust_id: m.cust_id,
    third_party_info_agre_yn: m.third_party_info_agre_yn,
    mbr_cel_num1: encodeText(m.cel_num1),
    mbr_cel_num2_dec: encodeText(m.cel_num2),
    mbr_cel_num3: encodeText(m.cel_num3),
    mbr_nm: encodeText(m.mbr_nm),
    stf_point_card_num: encodeText(m.point_card_num),
    bcn_cd: m.bcn_cd,
  };
}

/** The consent flags of a member with the time of their last change. */
export function consentOf(db: Db, custId: string) {
  const row = db
    .prepare<[string], Record<ConsentFlag, "Y" | "N"> & { agre_upd_at: number }>(
      `SELECT ${CONSENT_FLAGS.join(", ")}, agre_upd_at FROM members WHERE cust_id = ?`,
    )
    .get(custId);
  if (!row) throw new HttpError(401, "login required");
  const { agre_upd_at, ...flags } = row;
  return { ...flags, updDttm: kstDttm(agre_upd_at) };
}
