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
  // Popular keywords count distinct clients within a window of days (popular.ts): one row per mall,
  // keyword (NFKC, case-folded), Seoul day and client. The running totals, which never decayed and
  // did not know who searched, go with the day's marks.
  `CREATE TABLE search_keyword_hits (
     mall TEXT NOT NULL,
     keyword TEXT NOT NULL,
     day TEXT NOT NULL,
     client TEXT NOT NULL,
     shown TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (mall, keyword, day, client)
   );
   CREATE INDEX search_keyword_hits_day ON search_keyword_hits (mall, day);
   CREATE INDEX search_keyword_hits_client ON search_keyword_hits (mall, client, day);
   DROP TABLE search_keyword_stat;
   DROP TABLE search_keyword_seen;`,
];
