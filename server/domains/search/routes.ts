import { searchEndpoints as E } from "../../../schemas/api/search.ts";
import type { Db } from "../../db/open.ts";
import { route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { dottedDate } from "../../lib/format.ts";
import { kstDate } from "../../lib/kst.ts";
import { likeText } from "../../lib/where.ts";
import { type TenantRow, toTenantItem } from "../tenants/index.ts";
import { countsAsPopular, shownKeyword } from "./popular.ts";
import { countKeyword, popularKeywords } from "./store-popular.ts";

// Search reads the other domains' own tables: the tenants domain's stores, the events domain's events,
// the programs domain's kids programs and library lectures, and the coupons domain's coupons. Every
// result is a row its domain serves, so each one opens its page. Titles match with or without spaces.

const compact = (s: string) => s.replace(/\s+/g, "");
/** A condition on a title column matching the keyword as typed or with every space removed (two values). */
const titleLike = (col: string) => `(${col} LIKE ? ESCAPE '\\' OR REPLACE(${col}, ' ', '') LIKE ? ESCAPE '\\')`;
const titleArgs = (kw: string) => [likeText(kw), likeText(compact(kw))];

interface EventHit {
  evt_seq: string;
  evt_titl: string;
  mobi_app_img1_uri: string;
  evt_prid_disp_yn: string;
  evt_strt_dt: string;
  evt_end_dt: string;
}

/** Running events (the event list's "in progress": started, not ended) whose title contains the keyword. */
function matchEvents(db: Db, mall: string, kw: string, today: string): EventHit[] {
  return db
    .prepare(
      `SELECT evt_seq, evt_titl, mobi_app_img1_uri, evt_prid_disp_yn, evt_strt_dt, evt_end_dt FROM events WHERE mall = ? AND evt_strt_dt <= ? AND evt_end_dt >= ? AND ${titleLike("evt_titl")} ORDER BY sort_ord, evt_strt_dt DESC, evt_seq`,
    )
    .all(mall, today, today, ...titleArgs(kw)) as EventHit[];
}

interface ProgramHit {
  seq: string;
  titl: string;
  type_name: string;
  prog_dt: string;
  plc: string;
  img_mob_url: string;
}

/** Upcoming kids programs and library lectures (program day today or later) whose title or type contains the keyword. */
function matchPrograms(db: Db, mall: string, kw: string, today: string): ProgramHit[] {
  return db
    .prepare(
      `SELECT seq, titl, type_name, prog_dt, plc, img_mob_url FROM prog_programs WHERE mall = ? AND prog_dt >= ? AND (${titleLike("titl")} OR type_name LIKE ? ESCAPE '\\') ORDER BY seq_at, is_multi, seq`,
    )
    .all(mall, today, ...titleArgs(kw), likeText(kw)) as ProgramHit[];
}

interface CouponHit {
  cp_seq: number;
  cp_titl: string;
  tnt_nm_ko: string | null;
  use_strt_dt: string;
  use_end_dt: string;
}

/** Coupons the coupon list offers today (listed, inside their download period) whose title or store contains the keyword. */
function matchCoupons(db: Db, mall: string, kw: string, today: string): CouponHit[] {
  return db
    .prepare(
      `SELECT cp_seq, cp_titl, tnt_nm_ko, use_strt_dt, use_end_dt FROM coupons WHERE mall = ? AND list_yn = 'Y' AND down_strt_dt <= ? AND down_end_dt >= ? AND (${titleLike("cp_titl")} OR ${titleLike("COALESCE(tnt_nm_ko, '')")}) ORDER BY sort_ord, cp_seq`,
    )
    .all(mall, today, today, ...titleArgs(kw), ...titleArgs(kw)) as CouponHit[];
}

/** Stores whose Korean or English name (spaces ignored) or signature dish contains the keyword. */
function matchTenants(db: Db, mall: string, kw: string): TenantRow[] {
  return db
    .prepare(
      `SELECT * FROM tnt_tenant WHERE mall = ? AND (${titleLike("nm_ko")} OR ${titleLike("nm_en")} OR rprs_menu LIKE ? ESCAPE '\\') ORDER BY nm_ko, tnt_seq`,
    )
    .all(mall, ...titleArgs(kw), ...titleArgs(kw), likeText(kw)) as TenantRow[];
}

export const searchRoutes = [
  route(
    E.keyword,
    ({ deps, mall, input, ip, session, now }) => {
      // Counted once per client (the member, or the address), keyword and day; listed once enough
      // clients searched it within the window (popular.ts).
      if (countsAsPopular(shownKeyword(input.searchKeyword)))
        countKeyword(deps.db, mall.path, input.searchKeyword, session ? `member:${session.custId}` : `ip:${ip}`, now);
      return { ...ok, searchKeyword: input.searchKeyword, keywordList: popularKeywords(deps.db, mall.path, now) };
    },
    () => ({ params: { mall: "hanam" }, input: { searchKeyword: "카페" } }),
  ),
  route(
    E.totalSearch,
    ({ deps, mall, input, now }) => {
      const m = mall.path;
      const kw = input.searchKeyword;
      const today = kstDate(now);
      const tntList = matchTenants(deps.db, m, kw).map(toTenantItem);
      const eventList = matchEvents(deps.db, m, kw, today).map((r) => ({
        evt_seq: r.evt_seq,
        evt_titl: r.evt_titl,
        mobi_app_img1_uri: r.mobi_app_img1_uri,
        evt_prid_disp_yn: r.evt_prid_disp_yn,
        evt_strt_dt: r.evt_strt_dt,
        evt_end_dt: r.evt_end_dt,
        evtStrtDtTxt: dottedDate(r.evt_strt_dt),
        evtEndDtTxt: dottedDate(r.evt_end_dt),
      }));
      const lectureList = matchPrograms(deps.db, m, kw, today).map((r) => ({
        lectureId: r.seq,
        progTitl: r.titl,
        progTypeName: r.type_name,
        progDt: r.prog_dt,
        progPlc: r.plc,
        imgMobUrl: r.img_mob_url,
      }));
      const couponList = matchCoupons(deps.db, m, kw, today).map((r) => ({
        cpSeq: r.cp_seq,
        cpNm: r.cp_titl,
        tnt_nm_ko: r.tnt_nm_ko ?? "",
        useStrtDt: r.use_strt_dt,
        useEndDt: r.use_end_dt,
      }));
      return {
        ...ok,
        tntList,
        eventList,
        lectureList,
        couponList,
        tntListCnt: tntList.length,
        eventListCnt: eventList.length,
        lectureListCnt: lectureList.length,
        couponListCnt: couponList.length,
      };
    },
    () => ({ params: { mall: "hanam" }, input: { searchKeyword: "쿠폰" } }),
  ),
  route(
    E.recommend,
    ({ deps, mall }) => {
      const setting = deps.db.prepare("SELECT keywords FROM search_setting WHERE mall = ?").get(mall.path) as { keywords: string } | undefined;
      const hot = deps.db
        .prepare("SELECT tnt_seq, nm_ko, nm_en, hot_rank FROM tnt_tenant WHERE mall = ? AND hot_rank IS NOT NULL ORDER BY hot_rank")
        .all(mall.path) as { tnt_seq: string; nm_ko: string; nm_en: string; hot_rank: number }[];
      return {
        ...ok,
        keywords: setting?.keywords ?? "",
        search: { hotPlaces: hot.map((h) => ({ TNT_SEQ: h.tnt_seq, TNT_NM_KO: h.nm_ko, TNT_NM_EN: h.nm_en, HOT_RANK: h.hot_rank })) },
      };
    },
    () => ({ params: { mall: "centerfield" }, input: {} }),
  ),
  route(
    E.autocomplete,
    ({ deps, mall, input }) => {
      const kw = input.searchKeyword;
      // Prefix matches (as typed, or spaces ignored) come first.
      const prefix = (v: string) => likeText(v).slice(1);
      const rows = deps.db
        .prepare(
          `SELECT tnt_seq, nm_ko, nm_en FROM tnt_tenant WHERE mall = ? AND (${titleLike("nm_ko")} OR ${titleLike("nm_en")})
           ORDER BY (nm_ko LIKE ? ESCAPE '\\' OR nm_en LIKE ? ESCAPE '\\' OR REPLACE(nm_ko, ' ', '') LIKE ? ESCAPE '\\') DESC, nm_ko LIMIT 10`,
        )
        .all(mall.path, ...titleArgs(kw), ...titleArgs(kw), prefix(kw), prefix(kw), prefix(compact(kw))) as { tnt_seq: string; nm_ko: string; nm_en: string }[];
      return { ...ok, keywordList: rows.map((r) => ({ tnt_seq: r.tnt_seq, tntNmKo: r.nm_ko, tntNmEn: r.nm_en })) };
    },
    () => ({ params: { mall: "hanam" }, input: { searchKeyword: "카페" } }),
  ),
];
