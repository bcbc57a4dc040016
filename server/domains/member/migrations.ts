// The member domain's tables (append-only: add a script, never edit a shipped one).
const yn = (col: string, dflt = "N") => `${col} TEXT NOT NULL DEFAULT '${dflt}' CHECK (${col} IN ('Y', 'N'))`;

export const memberMigrations: readonly string[] = [
  `CREATE TABLE members (
     cust_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL UNIQUE COLLATE NOCASE,
     pw_hash TEXT NOT NULL,
     mbr_nm TEXT NOT NULL,
     cel_num1 TEXT NOT NULL,
     cel_num2 TEXT NOT NULL,
     cel_num3 TEXT NOT NULL,
     point_card_num TEXT NOT NULL,
     bcn_cd TEXT NOT NULL,
     vip_grade TEXT NOT NULL DEFAULT '',
     ${yn("test_device_yn")},
     ${yn("stf_mbr_third_party_agre_yn")},
     ${yn("stf_mbr_ship_agre_yn")},
     ${yn("prvc_coln_use_agre_yn")},
     ${yn("mket_info_sms_agre_yn")},
     ${yn("mket_info_email_agre_yn")},
     ${yn("mket_info_dm_agre_yn")},
     ${yn("mket_info_tm_agre_yn")},
     ${yn("third_party_info_agre_yn")},
     agre_upd_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE member_consent_history (
     id INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     flag TEXT NOT NULL,
     value TEXT NOT NULL CHECK (value IN ('Y', 'N')),
     changed_at INTEGER NOT NULL
   );
   CREATE TABLE member_devices (
     device_seq INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     uuid TEXT NOT NULL,
     device_nm TEXT NOT NULL,
     first_login_at INTEGER NOT NULL,
     last_login_at INTEGER NOT NULL,
     UNIQUE (cust_id, uuid)
   );
   CREATE TABLE auto_login_tokens (
     token_hash TEXT PRIMARY KEY,
     cust_id TEXT NOT NULL,
     uuid TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX auto_login_tokens_owner ON auto_login_tokens (cust_id, uuid);
   CREATE TABLE auth_codes (
     id INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     phone_no TEXT NOT NULL,
     code_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     used_at INTEGER
   );
   CREATE INDEX auth_codes_phone ON auth_codes (phone_no, cust_id, id);
   CREATE TABLE auth_verifications (
     id INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     path TEXT NOT NULL,
     verified_at INTEGER NOT NULL
   );
   CREATE TABLE intro_tokens (
     token_hash TEXT PRIMARY KEY,
     cust_id TEXT NOT NULL,
     branch TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE TABLE member_events (
     id INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     bcn_cd TEXT NOT NULL,
     kind TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE security_settings (
     cust_id TEXT PRIMARY KEY,
     ${yn("ovrs_login_block_yn")},
     ${yn("new_device_auth_yn")},
     upd_at INTEGER NOT NULL
   );
   CREATE TABLE interests (
     id INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('tenant', 'event')),
     ref_seq TEXT NOT NULL,
     bcn_cd TEXT NOT NULL,
     reg_at INTEGER NOT NULL,
     UNIQUE (cust_id, kind, ref_seq)
   );
   CREATE TABLE terms (
     ter_seq INTEGER PRIMARY KEY,
     ter_key TEXT NOT NULL,
     ter_type TEXT NOT NULL,
     ter_ver TEXT NOT NULL,
     ter_cont TEXT NOT NULL,
     req_yn TEXT NOT NULL CHECK (req_yn IN ('Y', 'N')),
     agre_flag TEXT,
     disp_ord INTEGER NOT NULL,
     UNIQUE (ter_key, ter_ver)
   );
   CREATE TABLE reserve_groups (
     bcn_cd TEXT PRIMARY KEY,
     group_id TEXT NOT NULL,
     group_nm TEXT NOT NULL
   );`,
  // A newDevice verification admits one login: used_at marks it spent.
  `ALTER TABLE auth_verifications ADD COLUMN used_at INTEGER;
   CREATE INDEX auth_verifications_open ON auth_verifications (cust_id, path, verified_at) WHERE used_at IS NULL;`,
];
