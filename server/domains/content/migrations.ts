/** The content domain's tables (append-only). */
export const contentMigrations: readonly string[] = [
  `CREATE TABLE cnt_agreement (
     ter_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     ter_key TEXT NOT NULL,
     ter_ver TEXT NOT NULL,
     ter_type TEXT NOT NULL,
     ter_cont TEXT NOT NULL,
     enfc_dt TEXT NOT NULL,
     UNIQUE (mall, ter_key, ter_ver)
   );
   CREATE TABLE cnt_notice (
     noti_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     lan TEXT NOT NULL CHECK (lan IN ('ko', 'en')),
     titl TEXT NOT NULL,
     cont TEXT NOT NULL,
     reg_dt TEXT NOT NULL,
     fix_yn TEXT NOT NULL CHECK (fix_yn IN ('Y', 'N'))
   );
   CREATE INDEX cnt_notice_list ON cnt_notice (mall, lan, fix_yn, reg_dt);
   CREATE TABLE cnt_banner (
     bn_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('main', 'ddi', 'program', 'granseoul')),
     bn_type TEXT NOT NULL DEFAULT '',
     titl TEXT NOT NULL,
     titl_en TEXT NOT NULL,
     img_uri TEXT NOT NULL,
     link_type TEXT NOT NULL,
     link_url TEXT NOT NULL,
     stm_url TEXT NOT NULL DEFAULT '',
     strt_dt TEXT NOT NULL,
     end_dt TEXT NOT NULL,
     sort_ord INTEGER NOT NULL
   );
   CREATE INDEX cnt_banner_mall ON cnt_banner (mall, kind, sort_ord);
   CREATE TABLE cnt_popup (
     pop_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('top', 'popup')),
     titl TEXT NOT NULL,
     img_uri TEXT NOT NULL,
     link_yn TEXT NOT NULL CHECK (link_yn IN ('Y', 'N')),
     link_uri TEXT NOT NULL,
     ext_link_yn TEXT NOT NULL CHECK (ext_link_yn IN ('Y', 'N')),
     strt_dt TEXT NOT NULL,
     end_dt TEXT NOT NULL,
     sort_ord INTEGER NOT NULL
   );
   CREATE TABLE cnt_setting (mall TEXT NOT NULL, skey TEXT NOT NULL, svalue TEXT NOT NULL, PRIMARY KEY (mall, skey));
   CREATE TABLE cnt_exhibition (
     exh_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     titl TEXT NOT NULL,
     plc TEXT NOT NULL,
     strt_dt TEXT NOT NULL,
     end_dt TEXT NOT NULL,
     img_uri TEXT NOT NULL,
     smry TEXT NOT NULL,
     cont TEXT NOT NULL,
     opn_hr TEXT NOT NULL,
     fee TEXT NOT NULL
   );
   CREATE TABLE cnt_story (story_seq INTEGER PRIMARY KEY, mall TEXT NOT NULL, titl TEXT NOT NULL, smry TEXT NOT NULL, img_uri TEXT NOT NULL, link_url TEXT NOT NULL, reg_dt TEXT NOT NULL);
   CREATE TABLE cnt_label (lan TEXT NOT NULL, label_key TEXT NOT NULL, label_val TEXT NOT NULL, mobile_yn TEXT NOT NULL, sort_ord INTEGER NOT NULL, PRIMARY KEY (lan, label_key));
   CREATE TABLE cnt_cf_menu (menu_seq INTEGER PRIMARY KEY, parent_seq INTEGER REFERENCES cnt_cf_menu (menu_seq), nm_ko TEXT NOT NULL, nm_en TEXT NOT NULL, link_url TEXT NOT NULL, sort_ord INTEGER NOT NULL);
   CREATE TABLE cnt_partner (list_kind TEXT NOT NULL CHECK (list_kind IN ('shipping', 'class')), no INTEGER NOT NULL, comp_nm TEXT NOT NULL, trade_nm TEXT NOT NULL, ver_dt TEXT NOT NULL, PRIMARY KEY (list_kind, no));`,
];
