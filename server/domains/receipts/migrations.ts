// Mobile receipts (append-only scripts). A receipt is identified the way the POS does: mall, day, store, POS, transaction.
export const receiptMigrations: readonly string[] = [
  `CREATE TABLE receipts (
     id INTEGER PRIMARY KEY,
     cust_id TEXT NOT NULL,
     bcn_cd TEXT NOT NULL,
     bcn_nm TEXT NOT NULL,
     sale_dt TEXT NOT NULL,
     sale_tm TEXT NOT NULL,
     tnt_cd TEXT NOT NULL,
     tnt_nm_ko TEXT NOT NULL,
     biz_no TEXT NOT NULL,
     pos_no TEXT NOT NULL,
     tran_no TEXT NOT NULL,
     amount INTEGER NOT NULL CHECK (amount > 0),
     sclass_yn TEXT NOT NULL CHECK (sclass_yn IN ('Y', 'N')),
     card_nm TEXT NOT NULL,
     card_last4 TEXT NOT NULL,
     approval_no TEXT NOT NULL,
     items TEXT NOT NULL,
     UNIQUE (bcn_cd, sale_dt, tnt_cd, pos_no, tran_no)
   );
   CREATE INDEX receipts_member_day ON receipts (cust_id, sale_dt, sale_tm);`,
];
