/** Append-only schema of the programs domain (kids programs, library lectures, club, rental). */
export const programsMigrations: readonly string[] = [
  `CREATE TABLE prog_programs (
     seq TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('kids', 'library')),
     mall TEXT NOT NULL,
     titl TEXT NOT NULL,
     type_name TEXT NOT NULL,
     thm TEXT NOT NULL,
     prog_dt TEXT NOT NULL,
     plc TEXT NOT NULL,
     trgt TEXT NOT NULL,
     img_mob_url TEXT NOT NULL,
     cast_name TEXT,
     open_at INTEGER NOT NULL,
     live_yn TEXT NOT NULL CHECK (live_yn IN ('Y', 'N')),
     link_url TEXT,
     cont_html TEXT NOT NULL,
     join_ddln_yn TEXT NOT NULL CHECK (join_ddln_yn IN ('Y', 'N')),
     join_strt_at INTEGER NOT NULL,
     join_end_at INTEGER NOT NULL,
     max_join_num INTEGER NOT NULL,
     prz_yn TEXT NOT NULL CHECK (prz_yn IN ('Y', 'N')),
     prz_strt_at INTEGER,
     prz_end_at INTEGER,
     seq_at INTEGER NOT NULL,
     is_multi INTEGER NOT NULL
   );
   CREATE INDEX prog_programs_list ON prog_programs (mall, kind, seq_at, is_multi);
   CREATE TABLE prog_rounds (
     prog_seq TEXT NOT NULL REFERENCES prog_programs (seq),
     rnd_no INTEGER NOT NULL,
     rnd_hm TEXT NOT NULL,
     PRIMARY KEY (prog_seq, rnd_no)
   );
   CREATE TABLE prog_winners (
     id INTEGER PRIMARY KEY,
     prog_seq TEXT NOT NULL,
     rnd_no INTEGER NOT NULL,
     name TEXT NOT NULL,
     tel_last4 TEXT NOT NULL,
     seat_info TEXT,
     FOREIGN KEY (prog_seq, rnd_no) REFERENCES prog_rounds (prog_seq, rnd_no)
   );
   CREATE INDEX prog_winners_prog ON prog_winners (prog_seq, rnd_no);
   CREATE TABLE prog_joins (
     join_seq INTEGER PRIMARY KEY,
     prog_seq TEXT NOT NULL,
     rnd_no INTEGER NOT NULL,
     cust_id TEXT NOT NULL,
     name TEXT NOT NULL,
     tel_num TEXT NOT NULL,
     instar_uri TEXT,
     join_num INTEGER NOT NULL,
     cmnt TEXT,
     created_at INTEGER NOT NULL,
     UNIQUE (cust_id, prog_seq, rnd_no),
     FOREIGN KEY (prog_seq, rnd_no) REFERENCES prog_rounds (prog_seq, rnd_no)
   );
   CREATE TABLE prog_reviews (
     rev_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('kids', 'library')),
     prog_seq TEXT,
     prog_titl TEXT NOT NULL,
     titl TEXT NOT NULL,
     cont TEXT NOT NULL,
     wrtr_nm TEXT NOT NULL,
     img_url TEXT,
     reg_at INTEGER NOT NULL
   );
   CREATE INDEX prog_reviews_list ON prog_reviews (mall, kind, reg_at);
   CREATE TABLE prog_tv_reviews (
     rev_seq INTEGER PRIMARY KEY,
     titl TEXT NOT NULL,
     video_url TEXT NOT NULL,
     thumb_url TEXT NOT NULL,
     play_tm TEXT NOT NULL,
     reg_at INTEGER NOT NULL
   );
   CREATE TABLE prog_banners (
     bnr_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('kids', 'library')),
     titl TEXT NOT NULL,
     img_mob_url TEXT NOT NULL,
     link_type TEXT NOT NULL,
     link_url TEXT NOT NULL,
     stm_url TEXT,
     ord INTEGER NOT NULL
   );
   CREATE TABLE prog_winner_notices (
     noti_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('kids', 'rental')),
     ref_seq TEXT NOT NULL,
     titl TEXT NOT NULL,
     cont TEXT NOT NULL,
     reg_at INTEGER NOT NULL
   );
   CREATE TABLE prog_art_projects (
     cont_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     titl TEXT NOT NULL,
     artist_nm TEXT NOT NULL,
     plc TEXT NOT NULL,
     strt_dt TEXT NOT NULL,
     end_dt TEXT NOT NULL,
     img_mob_url TEXT NOT NULL,
     cont_html TEXT NOT NULL
   );`,
  `CREATE TABLE prog_rentals (
     rnt_seq TEXT PRIMARY KEY,
     mall TEXT NOT NULL,
     titl TEXT NOT NULL,
     plc TEXT NOT NULL,
     rnt_dt TEXT NOT NULL,
     strt_hm TEXT NOT NULL,
     end_hm TEXT NOT NULL,
     img_mob_url TEXT NOT NULL,
     capacity INTEGER NOT NULL,
     join_ddln_yn TEXT NOT NULL CHECK (join_ddln_yn IN ('Y', 'N')),
     join_strt_at INTEGER NOT NULL,
     join_end_at INTEGER NOT NULL,
     prz_yn TEXT NOT NULL CHECK (prz_yn IN ('Y', 'N')),
     prz_strt_at INTEGER
   );
   CREATE INDEX prog_rentals_mall ON prog_rentals (mall, rnt_dt);
   CREATE TABLE prog_rental_joins (
     rnt_join_seq INTEGER PRIMARY KEY,
     rnt_seq TEXT NOT NULL REFERENCES prog_rentals (rnt_seq),
     cust_id TEXT NOT NULL,
     name TEXT NOT NULL,
     tel_num TEXT NOT NULL,
     join_num INTEGER NOT NULL,
     cmnt TEXT,
     created_at INTEGER NOT NULL,
     UNIQUE (cust_id, rnt_seq)
   );
   CREATE TABLE prog_clubs (
     club_cd TEXT PRIMARY KEY,
     mall TEXT NOT NULL,
     club_nm TEXT NOT NULL,
     club_desc TEXT NOT NULL,
     recruit_yn TEXT NOT NULL CHECK (recruit_yn IN ('Y', 'N'))
   );
   CREATE TABLE prog_club_uploads (
     upl_seq INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     mall TEXT NOT NULL,
     url TEXT NOT NULL UNIQUE,
     org_nm TEXT NOT NULL,
     mime TEXT NOT NULL,
     size INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX prog_club_uploads_cust ON prog_club_uploads (cust_id);
   CREATE TABLE prog_club_applies (
     aply_seq INTEGER PRIMARY KEY,
     club_cd TEXT NOT NULL REFERENCES prog_clubs (club_cd),
     cust_id TEXT NOT NULL,
     cp_name TEXT NOT NULL,
     cp_addr TEXT NOT NULL,
     img_url TEXT NOT NULL,
     img_org_nm TEXT NOT NULL,
     cnfm_stat TEXT NOT NULL CHECK (cnfm_stat IN ('WAIT', 'CONFIRM', 'REJECT')),
     created_at INTEGER NOT NULL,
     UNIQUE (cust_id, club_cd)
   );`,
];
