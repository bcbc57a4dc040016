// Tables of the app shell's calls (append-only scripts).
export const appMigrations: readonly string[] = [
  `CREATE TABLE inbox_messages (
     ib_seq INTEGER PRIMARY KEY,
     push_seq INTEGER NOT NULL,
     uuid TEXT,
     title TEXT NOT NULL,
     cont TEXT NOT NULL,
     link_url TEXT NOT NULL DEFAULT '',
     welcome_yn TEXT NOT NULL CHECK (welcome_yn IN ('Y', 'N')),
     reg_at INTEGER NOT NULL
   );
   CREATE INDEX inbox_messages_device ON inbox_messages (uuid, reg_at);
   CREATE TABLE inbox_reads (
     uuid TEXT NOT NULL,
     ib_seq INTEGER NOT NULL,
     read_at INTEGER NOT NULL,
     PRIMARY KEY (uuid, ib_seq)
   );
   CREATE TABLE vouchers (
     vou_iss_no TEXT PRIMARY KEY,
     bcn_cd TEXT NOT NULL,
     cust_id TEXT NOT NULL DEFAULT '',
     uuid TEXT NOT NULL DEFAULT '',
     vou_nm TEXT NOT NULL,
     amount INTEGER NOT NULL,
     bar_code TEXT NOT NULL UNIQUE,
     vld_strt_dt TEXT NOT NULL,
     vld_end_dt TEXT NOT NULL,
     use_yn TEXT NOT NULL CHECK (use_yn IN ('Y', 'N'))
   );
   CREATE TABLE location_agreements (
     uuid TEXT NOT NULL,
     bcn_cd TEXT NOT NULL,
     cust_id TEXT NOT NULL DEFAULT '',
     location_yn TEXT NOT NULL CHECK (location_yn IN ('Y', 'N')),
     agre_at INTEGER NOT NULL,
     PRIMARY KEY (uuid, bcn_cd)
   );
   CREATE TABLE app_versions (
     os_type TEXT PRIMARY KEY,
     latest_version TEXT NOT NULL,
     min_version TEXT NOT NULL,
     store_url TEXT NOT NULL
   );`,
];
