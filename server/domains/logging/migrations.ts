/** The logging domain's tables (append-only). */
export const loggingMigrations: readonly string[] = [
  `CREATE TABLE log_info (id INTEGER PRIMARY KEY, mall TEXT, log_type TEXT NOT NULL, url TEXT, msg TEXT, cust_id TEXT, ip TEXT NOT NULL, logged_at TEXT NOT NULL);
   CREATE TABLE log_pv (id INTEGER PRIMARY KEY, mall TEXT, url TEXT NOT NULL, referrer TEXT, device_id TEXT, cust_id TEXT, ip TEXT NOT NULL, logged_at TEXT NOT NULL);
   CREATE TABLE log_banner_hit (id INTEGER PRIMARY KEY, mall TEXT, bn_seq INTEGER NOT NULL, cust_id TEXT, ip TEXT NOT NULL, hit_at TEXT NOT NULL);
   CREATE INDEX log_banner_hit_seq ON log_banner_hit (bn_seq);
   CREATE TABLE log_popup_hit (id INTEGER PRIMARY KEY, mall TEXT, pop_seq INTEGER NOT NULL, cust_id TEXT, ip TEXT NOT NULL, hit_at TEXT NOT NULL);
   CREATE INDEX log_popup_hit_seq ON log_popup_hit (pop_seq);
   CREATE TABLE log_gate (id INTEGER PRIMARY KEY, mall TEXT NOT NULL, cust_id TEXT, ip TEXT NOT NULL, entered_at TEXT NOT NULL);
   CREATE TABLE seo_page_info (page_key TEXT PRIMARY KEY, mall TEXT NOT NULL, seo_titl TEXT NOT NULL, seo_keyword TEXT NOT NULL, seo_describe TEXT NOT NULL);`,
];
