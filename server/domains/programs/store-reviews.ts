import type { Db } from "../../db/open.ts";
import { ok } from "../../http/register.ts";
import { kstDate } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";

const REVIEWS_PER_PAGE = 10;

interface BannerRow {
  bnr_seq: number;
  titl: string;
  img_mob_url: string;
  link_type: string;
  link_url: string;
  stm_url: string | null;
}

export const bannerOut = (b: BannerRow) => ({
  bnrSeq: b.bnr_seq,
  bnrTitl: b.titl,
  imgMobUrl: b.img_mob_url,
  linkType: b.link_type,
  linkUrl: b.link_url,
  stmUrl: b.stm_url,
});

interface ReviewRow {
  rev_seq: number;
  prog_seq: string | null;
  prog_titl: string;
  titl: string;
  cont: string;
  wrtr_nm: string;
  img_url: string | null;
  reg_at: number;
}

/** A page of a mall's reviews of one kind, newest first. */
export function reviewPage(db: Db, mall: string, kind: "kids" | "library", pageIndex: number) {
  const { rows, info } = pagedSelect<ReviewRow>(db, {
    from: "FROM prog_reviews WHERE mall = ? AND kind = ?",
    params: [mall, kind],
    orderBy: "reg_at DESC, rev_seq DESC",
    pageIndex,
    perPage: REVIEWS_PER_PAGE,
  });
  const reviewList = rows.map((r) => ({
    revSeq: r.rev_seq,
    progSeq: r.prog_seq,
    progTitl: r.prog_titl,
    revTitl: r.titl,
    revCont: r.cont,
    wrtrNm: r.wrtr_nm,
    regDt: kstDate(r.reg_at),
    imgMobUrl: r.img_url,
  }));
  return { ...ok, reviewList, paginationInfo: info };
}

export function bannersOf(db: Db, mall: string, kind: "kids" | "library") {
  return (db.prepare("SELECT * FROM prog_banners WHERE mall = ? AND kind = ? ORDER BY ord").all(mall, kind) as BannerRow[]).map(bannerOut);
}
