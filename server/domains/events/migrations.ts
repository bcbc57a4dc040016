// Events: the mall's events (every kind, stamp events included), applications, roulette spins, treasure
// hunts, brand promotions and the event guest book. The unique constraints hold the business facts:
// one application per member and event, one spin per member, event and day, one find per treasure.

export const eventMigrations: readonly string[] = [
  `CREATE TABLE events (
     evt_seq TEXT PRIMARY KEY,
     mall TEXT NOT NULL,
     evt_cd TEXT NOT NULL CHECK (evt_cd IN ('GNRL', 'APLY', 'CPN', 'STMP', 'RLT', 'TRSR', 'GSTB')),
     evt_titl TEXT NOT NULL,
     mobi_app_img1_uri TEXT NOT NULL,
     evt_prid_disp_yn TEXT NOT NULL,
     evt_strt_dt TEXT NOT NULL,
     evt_end_dt TEXT NOT NULL,
     evt_strt_dt_txt TEXT NOT NULL,
     evt_end_dt_txt TEXT NOT NULL,
     evt_cont TEXT NOT NULL,
     aply_yn TEXT NOT NULL DEFAULT 'N' CHECK (aply_yn IN ('Y', 'N')),
     evt_code TEXT,
     event_mon TEXT,
     cp_seq INTEGER,
     cp_ord INTEGER,
     sort_ord INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX events_mall ON events (mall, evt_end_dt);
   CREATE TABLE event_applications (
     evt_aply_seq INTEGER PRIMARY KEY,
     evt_seq TEXT NOT NULL REFERENCES events (evt_seq),
     cust_id TEXT NOT NULL,
     aply_dttm TEXT NOT NULL,
     UNIQUE (evt_seq, cust_id)
   );
   CREATE TABLE roulette_prizes (
     evt_seq TEXT NOT NULL REFERENCES events (evt_seq),
     prize_no INTEGER NOT NULL,
     prize_nm TEXT NOT NULL,
     win_yn TEXT NOT NULL CHECK (win_yn IN ('Y', 'N')),
     weight INTEGER NOT NULL CHECK (weight > 0),
     PRIMARY KEY (evt_seq, prize_no)
   );
   CREATE TABLE roulette_spins (
     spin_seq INTEGER PRIMARY KEY,
     evt_seq TEXT NOT NULL REFERENCES events (evt_seq),
     cust_id TEXT NOT NULL,
     spin_dt TEXT NOT NULL,
     prize_no INTEGER NOT NULL,
     spin_dttm TEXT NOT NULL,
     UNIQUE (evt_seq, cust_id, spin_dt)
   );
   CREATE TABLE treasures (
     evt_seq TEXT NOT NULL REFERENCES events (evt_seq),
     trs_no INTEGER NOT NULL,
     hint_titl TEXT NOT NULL,
     hint_cont TEXT NOT NULL,
     serial_no TEXT NOT NULL,
     PRIMARY KEY (evt_seq, trs_no),
     UNIQUE (evt_seq, serial_no)
   );
   CREATE TABLE treasure_finds (
     evt_seq TEXT NOT NULL,
     trs_no INTEGER NOT NULL,
     cust_id TEXT NOT NULL,
     found_dttm TEXT NOT NULL,
     PRIMARY KEY (evt_seq, trs_no, cust_id),
     FOREIGN KEY (evt_seq, trs_no) REFERENCES treasures (evt_seq, trs_no)
   );
   CREATE TABLE treasure_rewards (
     evt_seq TEXT NOT NULL REFERENCES events (evt_seq),
     cp_seq INTEGER NOT NULL,
     need_cnt INTEGER NOT NULL CHECK (need_cnt > 0),
     PRIMARY KEY (evt_seq, cp_seq)
   );
   CREATE TABLE brand_promotions (
     evt_seq TEXT PRIMARY KEY,
     mall TEXT NOT NULL,
     evt_titl TEXT NOT NULL,
     mobi_app_img1_uri TEXT NOT NULL,
     evt_prid_disp_yn TEXT NOT NULL,
     evt_strt_dt TEXT NOT NULL,
     evt_end_dt TEXT NOT NULL,
     evt_strt_dt_txt TEXT NOT NULL,
     evt_end_dt_txt TEXT NOT NULL,
     evt_cont TEXT NOT NULL,
     tnt_nm_ko TEXT NOT NULL,
     tnt_nm_en TEXT NOT NULL,
     fl TEXT NOT NULL,
     sort_ord INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX brand_promotions_mall ON brand_promotions (mall, evt_end_dt);
   CREATE TABLE guest_book (
     evt_aply_seq INTEGER PRIMARY KEY,
     evt_seq TEXT NOT NULL REFERENCES events (evt_seq),
     up_evt_aply_seq INTEGER REFERENCES guest_book (evt_aply_seq),
     nickname TEXT NOT NULL,
     pw_hash TEXT NOT NULL,
     detail TEXT NOT NULL,
     reg_dttm TEXT NOT NULL,
     del_yn TEXT NOT NULL DEFAULT 'N' CHECK (del_yn IN ('Y', 'N'))
   );
   CREATE INDEX guest_book_event ON guest_book (evt_seq, up_evt_aply_seq, evt_aply_seq);`,
];
