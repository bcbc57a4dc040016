/** The search domain's tables (append-only). */
export const searchMigrations: readonly string[] = [
  `CREATE TABLE search_index (
     idx_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('event', 'lecture', 'coupon')),
     ref_id TEXT NOT NULL,
     titl TEXT NOT NULL,
     sub_titl TEXT NOT NULL DEFAULT '',
     img_uri TEXT NOT NULL DEFAULT '',
     strt_dt TEXT NOT NULL,
     end_dt TEXT NOT NULL,
     disp_yn TEXT NOT NULL DEFAULT 'Y',
     UNIQUE (mall, kind, ref_id)
   );
   CREATE INDEX search_index_mall ON search_index (mall, kind);
   CREATE TABLE search_keyword_stat (mall TEXT NOT NULL, keyword TEXT NOT NULL, cnt INTEGER NOT NULL, last_at TEXT NOT NULL, PRIMARY KEY (mall, keyword));
   CREATE TABLE search_setting (mall TEXT PRIMARY KEY, keywords TEXT NOT NULL);`,
  // Who already counted a keyword today: one count per client, keyword and day (Asia/Seoul).
  `CREATE TABLE search_keyword_seen (mall TEXT NOT NULL, day TEXT NOT NULL, client TEXT NOT NULL, keyword TEXT NOT NULL, PRIMARY KEY (mall, day, client, keyword));`,
  // The total search reads events, programs and coupons from their own domains' tables: no copy.
  `DROP TABLE search_index;`,
];
