/** The tenants domain's tables (append-only: add a script, never edit a shipped one). */
export const tenantsMigrations: readonly string[] = [
  `CREATE TABLE tnt_tenant (
     mall TEXT NOT NULL,
     tnt_seq TEXT NOT NULL,
     brand_no INTEGER NOT NULL,
     nm_ko TEXT NOT NULL,
     nm_en TEXT NOT NULL,
     fl TEXT NOT NULL,
     unit_no INTEGER NOT NULL,
     mama_cate_seq INTEGER NOT NULL,
     cate_seq INTEGER NOT NULL,
     logo_uri TEXT NOT NULL,
     mobi_logo_uri TEXT NOT NULL,
     tels TEXT NOT NULL,
     opn_hr TEXT NOT NULL,
     tnt_desc TEXT NOT NULL,
     loc_desc TEXT NOT NULL,
     gndr TEXT NOT NULL CHECK (gndr IN ('M', 'F', 'U')),
     have_evt TEXT NOT NULL CHECK (have_evt IN ('Y', 'N')),
     have_cpn TEXT NOT NULL CHECK (have_cpn IN ('Y', 'N')),
     pet_yn TEXT NOT NULL CHECK (pet_yn IN ('Y', 'N')),
     anchor_yn TEXT NOT NULL CHECK (anchor_yn IN ('Y', 'N')),
     anch_desc TEXT NOT NULL DEFAULT '',
     x REAL NOT NULL,
     y REAL NOT NULL,
     reg_dttm TEXT NOT NULL,
     open_dt TEXT NOT NULL,
     hot_rank INTEGER,
     fc_key TEXT,
     brk_time TEXT NOT NULL DEFAULT '',
     res_avl_yn TEXT NOT NULL DEFAULT 'N',
     pckg_avl_yn TEXT NOT NULL DEFAULT 'N',
     chld_menu_yn TEXT NOT NULL DEFAULT 'N',
     rprs_menu TEXT NOT NULL DEFAULT '',
     PRIMARY KEY (mall, tnt_seq),
     UNIQUE (mall, fl, unit_no)
   );
   CREATE INDEX tnt_tenant_cate ON tnt_tenant (mall, cate_seq);
   CREATE INDEX tnt_tenant_fl ON tnt_tenant (mall, fl);
   CREATE TABLE tnt_tenant_bnft (mall TEXT NOT NULL, tnt_seq TEXT NOT NULL, bnft_seq INTEGER NOT NULL, PRIMARY KEY (mall, tnt_seq, bnft_seq), FOREIGN KEY (mall, tnt_seq) REFERENCES tnt_tenant (mall, tnt_seq));
   CREATE TABLE tnt_tenant_thm (mall TEXT NOT NULL, tnt_seq TEXT NOT NULL, thm_seq INTEGER NOT NULL, PRIMARY KEY (mall, tnt_seq, thm_seq), FOREIGN KEY (mall, tnt_seq) REFERENCES tnt_tenant (mall, tnt_seq));
   CREATE TABLE tnt_floor (mall TEXT NOT NULL, fl TEXT NOT NULL, sort_ord INTEGER NOT NULL, fl_nm TEXT NOT NULL, map_uri TEXT NOT NULL, PRIMARY KEY (mall, fl));
   CREATE TABLE tnt_facility (
     fclt_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     fl TEXT NOT NULL,
     fclt_type TEXT NOT NULL,
     nm_ko TEXT NOT NULL,
     nm_en TEXT NOT NULL,
     x REAL NOT NULL,
     y REAL NOT NULL
   );
   CREATE INDEX tnt_facility_mall ON tnt_facility (mall, fl);
   CREATE TABLE tnt_food_court (mall TEXT NOT NULL, fc_key TEXT NOT NULL, nm_ko TEXT NOT NULL, nm_en TEXT NOT NULL, fl TEXT NOT NULL, opn_hr TEXT NOT NULL, seat_cnt INTEGER NOT NULL, PRIMARY KEY (mall, fc_key));
   CREATE TABLE tnt_movie (
     mall TEXT NOT NULL,
     cinema TEXT NOT NULL CHECK (cinema IN ('megabox', 'cgv')),
     movie_cd TEXT NOT NULL,
     nm_ko TEXT NOT NULL,
     nm_en TEXT NOT NULL,
     grade TEXT NOT NULL,
     genre TEXT NOT NULL,
     run_tm INTEGER NOT NULL,
     open_dt TEXT NOT NULL,
     poster_uri TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('now', 'soon')),
     sort_ord INTEGER NOT NULL,
     PRIMARY KEY (mall, cinema, movie_cd)
   );
   CREATE TABLE tnt_movie_show (
     mall TEXT NOT NULL,
     cinema TEXT NOT NULL,
     movie_cd TEXT NOT NULL,
     scrn_nm TEXT NOT NULL,
     strt_dttm TEXT NOT NULL,
     end_dttm TEXT NOT NULL,
     rmn_seat INTEGER NOT NULL,
     tot_seat INTEGER NOT NULL,
     PRIMARY KEY (mall, cinema, scrn_nm, strt_dttm),
     FOREIGN KEY (mall, cinema, movie_cd) REFERENCES tnt_movie (mall, cinema, movie_cd)
   );
   CREATE TABLE tnt_cf_place (idx INTEGER PRIMARY KEY, floor TEXT NOT NULL, nm_ko TEXT NOT NULL, nm_en TEXT NOT NULL, place_key TEXT NOT NULL UNIQUE, x REAL NOT NULL, y REAL NOT NULL);
   CREATE TABLE tnt_cf_store (store_key TEXT PRIMARY KEY, floor TEXT NOT NULL, nm_ko TEXT NOT NULL, nm_en TEXT NOT NULL, idx INTEGER NOT NULL REFERENCES tnt_cf_place (idx), sort_ord INTEGER NOT NULL);`,
  // The QR codes posted in the malls ("you are here", spec part-2 §2.3 qrHere).
  `CREATE TABLE tnt_qr_spot (mall TEXT NOT NULL, qr_id TEXT NOT NULL, fl TEXT NOT NULL, nm_ko TEXT NOT NULL, nm_en TEXT NOT NULL, x REAL NOT NULL, y REAL NOT NULL, PRIMARY KEY (mall, qr_id), FOREIGN KEY (mall, fl) REFERENCES tnt_floor (mall, fl));`,
];
