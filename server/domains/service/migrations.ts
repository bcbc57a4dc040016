/** Append-only schema of the service domain (FAQ, inquiries, investor pages). */
export const serviceMigrations: readonly string[] = [
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
];
