// Coupons: the offered coupons (master) and their issuances. One issuance per coupon and holder (member
// or device) is the business fact the unique constraint protects.

export const couponMigrations: readonly string[] = [
  `CREATE TABLE coupons (
     cp_seq INTEGER PRIMARY KEY,
     mall TEXT NOT NULL,
     cp_titl TEXT NOT NULL,
     tnt_nm_ko TEXT,
     cp_type TEXT NOT NULL CHECK (cp_type IN ('DC', 'VOU', 'GIFT')),
     dc_txt TEXT NOT NULL,
     img_uri TEXT NOT NULL,
     cp_cont TEXT NOT NULL,
     mbr_only_yn TEXT NOT NULL CHECK (mbr_only_yn IN ('Y', 'N')),
     down_strt_dt TEXT NOT NULL,
     down_end_dt TEXT NOT NULL,
     use_strt_dt TEXT NOT NULL,
     use_end_dt TEXT NOT NULL,
     tot_qty INTEGER CHECK (tot_qty IS NULL OR tot_qty > 0),
     evt_seq TEXT,
     cp_ord INTEGER,
     iss_mst_seq INTEGER NOT NULL UNIQUE,
     list_yn TEXT NOT NULL DEFAULT 'Y' CHECK (list_yn IN ('Y', 'N')),
     sort_ord INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX coupons_mall ON coupons (mall, list_yn, sort_ord);
   CREATE INDEX coupons_event ON coupons (evt_seq, cp_ord);
   CREATE TABLE coupon_issues (
     cp_iss_sub_seq INTEGER PRIMARY KEY,
     cp_seq INTEGER NOT NULL REFERENCES coupons (cp_seq),
     holder_type TEXT NOT NULL CHECK (holder_type IN ('M', 'D')),
     holder_id TEXT NOT NULL,
     src TEXT NOT NULL,
     cert_no TEXT NOT NULL UNIQUE,
     vou_iss_no TEXT UNIQUE,
     iss_dttm TEXT NOT NULL,
     use_yn TEXT NOT NULL DEFAULT 'N' CHECK (use_yn IN ('Y', 'N')),
     use_dttm TEXT,
     UNIQUE (cp_seq, holder_type, holder_id)
   );
   CREATE INDEX coupon_issues_holder ON coupon_issues (holder_type, holder_id);`,
];
