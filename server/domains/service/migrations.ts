import { randomBytes } from "node:crypto";
import type { Migration } from "../../db/migrate.ts";
import { emailDigest } from "./guest-key.ts";

/** Append-only schema of the service domain (FAQ, inquiries, investor pages). */
export const serviceMigrations: readonly Migration[] = [
  `CREATE TABLE svc_faqs (
     faq_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     cate_seq INTEGER NOT NULL,
     titl TEXT NOT NULL,
     cont TEXT NOT NULL,
     ord INTEGER NOT NULL
   );
   CREATE INDEX svc_faqs_list ON svc_faqs (mall, cate_seq, ord);
   CREATE TABLE svc_qna (
     qna_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     qna_grp_seq INTEGER NOT NULL,
     up_qna_seq INTEGER REFERENCES svc_qna (qna_seq),
     lan TEXT NOT NULL,
     cust_id TEXT,
     cate_high_cd TEXT NOT NULL,
     cate_low_cd TEXT,
     store_nm TEXT,
     reply_mean TEXT NOT NULL CHECK (reply_mean IN ('EMAIL', 'SMS')),
     cust_nm TEXT NOT NULL,
     cust_email TEXT,
     cel_num TEXT,
     pw_hash TEXT,
     titl TEXT NOT NULL,
     cont TEXT NOT NULL,
     stat TEXT NOT NULL CHECK (stat IN ('CHECKING', 'CONFIRMED', 'ANSWERED')),
     ans_cont TEXT,
     ans_at INTEGER,
     del_yn TEXT NOT NULL DEFAULT 'N' CHECK (del_yn IN ('Y', 'N')),
     reg_at INTEGER NOT NULL,
     upd_at INTEGER NOT NULL,
     CHECK (cust_id IS NOT NULL OR (cust_email IS NOT NULL AND pw_hash IS NOT NULL))
   );
   CREATE INDEX svc_qna_member ON svc_qna (cust_id, mall, reg_at);
   CREATE INDEX svc_qna_guest ON svc_qna (cust_email, mall, reg_at);
   CREATE INDEX svc_qna_group ON svc_qna (qna_grp_seq, qna_seq);
   CREATE TABLE svc_investor (
     ivs_seq INTEGER PRIMARY KEY,
     ivs_type TEXT NOT NULL CHECK (ivs_type IN ('notice', 'reports')),
     titl TEXT NOT NULL,
     cont TEXT NOT NULL,
     file_nm TEXT,
     file_url TEXT,
     reg_at INTEGER NOT NULL
   );
   CREATE INDEX svc_investor_list ON svc_investor (ivs_type, reg_at);`,
  // A visitor's inquiries are found by a keyed digest of the e-mail, with a key of this database's
  // own (docs/decisions/0038); the rows already written get theirs here.
  (db) => {
    db.exec(`CREATE TABLE svc_keys (name TEXT PRIMARY KEY, key BLOB NOT NULL);
             ALTER TABLE svc_qna ADD COLUMN email_digest TEXT;
             DROP INDEX svc_qna_guest;`);
    const key = randomBytes(32);
    db.prepare("INSERT INTO svc_keys (name, key) VALUES ('guest-email', ?)").run(key);
    const fill = db.prepare("UPDATE svc_qna SET email_digest = ? WHERE qna_seq = ?");
    for (const r of db.prepare("SELECT qna_seq, cust_email FROM svc_qna WHERE cust_id IS NULL AND cust_email IS NOT NULL").all() as {
      qna_seq: number;
      cust_email: string;
    }[])
      fill.run(emailDigest(key, r.cust_email), r.qna_seq);
    db.exec("CREATE INDEX svc_qna_guest ON svc_qna (email_digest, mall, reg_at)");
  },
];
