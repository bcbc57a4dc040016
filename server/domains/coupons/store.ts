import type { Coupon, CouponIssue } from "../../../schemas/api/coupons.ts";
import type { Db } from "../../db/open.ts";

/** Who holds a coupon: a member (customer id) or an app device (device id). */
export interface Holder {
  type: "M" | "D";
  id: string;
}

export interface CouponRow {
  cp_seq: number;
  mall: string;
  cp_titl: string;
  tnt_nm_ko: string | null;
  cp_type: "DC" | "VOU" | "GIFT";
  dc_txt: string;
  img_uri: string;
  cp_cont: string;
  mbr_only_yn: "Y" | "N";
  down_strt_dt: string;
  down_end_dt: string;
  use_strt_dt: string;
  use_end_dt: string;
  tot_qty: number | null;
  evt_seq: string | null;
  cp_ord: number | null;
  iss_mst_seq: number;
  list_yn: "Y" | "N";
  sort_ord: number;
}

export interface IssueRow {
  cp_iss_sub_seq: number;
  cp_seq: number;
  holder_type: "M" | "D";
  holder_id: string;
  src: string;
  cert_no: string;
  vou_iss_no: string | null;
  iss_dttm: string;
  use_yn: "Y" | "N";
  use_dttm: string | null;
}

/** A coupon to create (seed data of this and other domains). */
export type NewCoupon = Omit<CouponRow, "cp_seq" | "iss_mst_seq" | "list_yn" | "sort_ord" | "evt_seq" | "cp_ord" | "tot_qty"> &
  Partial<Pick<CouponRow, "list_yn" | "sort_ord" | "evt_seq" | "cp_ord" | "tot_qty">>;

/** Creates a coupon and returns its cpSeq (its issuance batch number follows the last one). */
export function insertCoupon(db: Db, c: NewCoupon): number {
  const r = db
    .prepare(
      `INSERT INTO coupons (mall, cp_titl, tnt_nm_ko, cp_type, dc_txt, img_uri, cp_cont, mbr_only_yn, down_strt_dt, down_end_dt, use_strt_dt, use_end_dt,
         tot_qty, evt_seq, cp_ord, iss_mst_seq, list_yn, sort_ord)
       VALUES (@mall, @cp_titl, @tnt_nm_ko, @cp_type, @dc_txt, @img_uri, @cp_cont, @mbr_only_yn, @down_strt_dt, @down_end_dt, @use_strt_dt, @use_end_dt,
         @tot_qty, @evt_seq, @cp_ord, (SELECT COALESCE(MAX(iss_mst_seq), 7000) + 1 FROM coupons), @list_yn, @sort_ord)`,
    )
    .run({ tot_qty: null, evt_seq: null, cp_ord: null, list_yn: "Y", sort_ord: 0, ...c });
  return Number(r.lastInsertRowid);
}

/** A coupon of a mall, or undefined. */
export function findCoupon(db: Db, mall: string, cpSeq: number): CouponRow | undefined {
  return db.prepare<[number, string], CouponRow>("SELECT * FROM coupons WHERE cp_seq = ? AND mall = ?").get(cpSeq, mall);
}

export function findIssue(db: Db, cpSeq: number, holder: Holder): IssueRow | undefined {
  return db
    .prepare<[number, string, string], IssueRow>("SELECT * FROM coupon_issues WHERE cp_seq = ? AND holder_type = ? AND holder_id = ?")
    .get(cpSeq, holder.type, holder.id);
}

/** How many of a coupon have been issued. */
export function issuedCount(db: Db, cpSeq: number): number {
  return db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM coupon_issues WHERE cp_seq = ?").get(cpSeq)!.n;
}

export function toCoupon(row: CouponRow, issued: number): Coupon {
  return {
    cpSeq: row.cp_seq,
    cpTitl: row.cp_titl,
    tntNmKo: row.tnt_nm_ko,
    cpType: row.cp_type,
    dcTxt: row.dc_txt,
    imgUri: row.img_uri,
    cpCont: row.cp_cont,
    mbrOnlyYn: row.mbr_only_yn,
    downStrtDt: row.down_strt_dt,
    downEndDt: row.down_end_dt,
    useStrtDt: row.use_strt_dt,
    useEndDt: row.use_end_dt,
    totQty: row.tot_qty,
    remainQty: row.tot_qty === null ? null : Math.max(0, row.tot_qty - issued),
    evtSeq: row.evt_seq,
    cpOrd: row.cp_ord,
  };
}

/** The coupon as answered, with its remaining quantity. */
export function couponView(db: Db, row: CouponRow): Coupon {
  return toCoupon(row, row.tot_qty === null ? 0 : issuedCount(db, row.cp_seq));
}

export function toIssue(row: IssueRow, issMstSeq: number): CouponIssue {
  return {
    cpSeq: row.cp_seq,
    cpIssMstSeq: issMstSeq,
    cpIssSubSeq: row.cp_iss_sub_seq,
    certNo: row.cert_no,
    vouIssNo: row.vou_iss_no,
    holderType: row.holder_type,
    issDttm: row.iss_dttm,
    useYn: row.use_yn,
    useDttm: row.use_dttm,
  };
}
