import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { DAY_MS } from "../../lib/kst.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { seedSalt } from "../../seed/random.ts";
import { DEMO_DEVICE_ID, SEED_MEMBERS } from "./demo-members.ts";
import { SEED_TERMS } from "./seed-terms.ts";

/** Malls with a waiting (queue) service group. */
const RESERVE_GROUPS: Record<string, string> = {
  "01": "하남 맛집 대기",
  "02": "코엑스몰 식당가 대기",
  "03": "고양 키즈 체험 대기",
  "09": "수원 라이브러리 좌석 대기",
};

/** Members (scrypt-hashed passwords), their devices and settings, favourites, terms and queue groups. */
export function seedMembers(db: Db, ctx: SeedContext): void {
  const now = ctx.now.getTime();
  const insertMember = db.prepare(
    `INSERT INTO members (cust_id, user_id, pw_hash, mbr_nm, cel_num1, cel_num2, cel_num3, point_card_num, bcn_cd, vip_grade, test_device_yn,
       stf_mbr_third_party_agre_yn, stf_mbr_ship_agre_yn, prvc_coln_use_agre_yn, mket_info_sms_agre_yn, mket_info_email_agre_yn,
       mket_info_dm_agre_yn, mket_info_tm_agre_yn, third_party_info_agre_yn, agre_upd_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Y', 'Y', ?, ?, 'N', 'N', ?, ?, ?)`,
  );
  const insertSecurity = db.prepare("INSERT INTO security_settings (cust_id, ovrs_login_block_yn, new_device_auth_yn, upd_at) VALUES (?, ?, ?, ?)");
  SEED_MEMBERS.forEach((m, i) => {
    const joined = now - (400 + i * 37) * DAY_MS;
    insertMember.run(
      m.custId,
      m.userId,
      hashPassword(m.password, seedSalt(ctx.random)),
      m.name,
      ...m.phone,
      m.pointCardNum,
      m.bcnCd,
      m.vipGrade,
      m.testDevice,
      m.consent,
      m.marketing,
      m.marketing,
      m.consent,
      joined + DAY_MS,
      joined,
    );
    insertSecurity.run(m.custId, i === 0 ? "Y" : "N", m.newDeviceAuth ?? "N", joined + DAY_MS);
  });

  db.prepare("INSERT INTO member_devices (cust_id, uuid, device_nm, first_login_at, last_login_at) VALUES (?, ?, ?, ?, ?)").run(
    "M0000001",
    DEMO_DEVICE_ID,
    "Galaxy S24 (Android 15)",
    now - 60 * DAY_MS,
    now - 2 * DAY_MS,
  );
  db.prepare("INSERT INTO member_devices (cust_id, uuid, device_nm, first_login_at, last_login_at) VALUES (?, ?, ?, ?, ?)").run(
    "M0000001",
    "DEMO-DEVICE-IPAD-0007",
    "iPad Air (iPadOS 18)",
    now - 200 * DAY_MS,
    now - 45 * DAY_MS,
  );

  const insertInterest = db.prepare("INSERT INTO interests (cust_id, kind, ref_seq, bcn_cd, reg_at) VALUES (?, ?, ?, '09', ?)");
  insertInterest.run("M0000001", "tenant", "T090001", now - 20 * DAY_MS);
  insertInterest.run("M0000001", "tenant", "T090018", now - 6 * DAY_MS);
  insertInterest.run("M0000001", "event", "E090001", now - 3 * DAY_MS);
  insertInterest.run("M0000003", "tenant", "T090004", now - 11 * DAY_MS);

  const insertTerm = db.prepare("INSERT INTO terms (ter_key, ter_type, ter_ver, ter_cont, req_yn, agre_flag, disp_ord) VALUES (?, ?, ?, ?, ?, ?, ?)");
  SEED_TERMS.forEach((t, order) => {
    for (const v of t.versions) insertTerm.run(t.key, t.title, v.ver, v.body, t.required, t.flag, order + 1);
  });

  const codes = new Set(ctx.malls.map((m) => m.code));
  const insertGroup = db.prepare("INSERT INTO reserve_groups (bcn_cd, group_id, group_nm) VALUES (?, ?, ?)");
  for (const [code, name] of Object.entries(RESERVE_GROUPS)) if (codes.has(code)) insertGroup.run(code, `GRP-${code}-01`, name);
}
