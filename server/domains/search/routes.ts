import { searchEndpoints as E } from "../../../schemas/api/search.ts";
import type { Db } from "../../db/open.ts";
import { route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { dottedDate } from "../../lib/format.ts";
import { kstDate, kstDttm } from "../../lib/kst.ts";
import { likeText } from "../../lib/where.ts";
import { type TenantRow, toTenantItem } from "../tenants/index.ts";

// Search reads the tenants domain's stores and its own search index (events, lectures, coupons).

interface IndexRow {
  ref_id: string;
  titl: string;
  sub_titl: string;
  img_uri: string;
  strt_dt: string;
  end_dt: string;
  disp_yn: string;
}

const compact = (s: string) => s.replace(/\s+/g, "");

function matchIndex(db: Db, mall: string, kind: string, kw: string, today: string): IndexRow[] {
  return db
    .prepare("SELECT * FROM search_index WHERE mall = ? AND kind = ? AND end_dt >= ? AND (titl LIKE ? ESCAPE '\\' OR REPLACE(titl, ' ', '') LIKE ? ESCAPE '\\' OR sub_titl LIKE ? ESCAPE '\\') ORDER BY strt_dt DESC, idx_seq")
    .all(mall, kind, today, likeText(kw), likeText(compact(kw)), likeText(kw)) as IndexRow[];
}

/** Stores whose Korean or English name (spaces ignored) or signature dish contains the keyword. */
function matchTenants(db: Db, mall: string, kw: string): TenantRow[] {
  return db
    .prepare("SELECT * FROM tnt_tenant WHERE mall = ? AND (nm_ko LIKE ? ESCAPE '\\' OR nm_en LIKE ? ESCAPE '\\' OR REPLACE(nm_ko, ' ', '') LIKE ? ESCAPE '\\' OR rprs_menu LIKE ? ESCAPE '\\') ORDER BY nm_ko, tnt_seq")
    .all(mall, likeText(kw), likeText(kw), likeText(compact(kw)), likeText(kw)) as TenantRow[];
}

/**
 * Whether a searched keyword may enter the popular list every visitor sees: 2 to 20 characters of
 * letters (any script), digits, spaces and & - . ' only. Anything else is still searched, never listed.
 */
export function countsAsPopular(keyword: string): boolean {
  return keyword.length >= 2 && keyword.length <= 20 && /^[\p{L}\p{N}][\p{L}\p{N} &.'-]*$/u.test(keyword);
}

/** The mall's popular keywords, most searched first. */
function popular(db: Db, mall: string): string[] {
  return (db.prepare("SELECT keyword FROM search_keyword_stat WHERE mall = ? ORDER BY cnt DESC, last_at DESC, keyword LIMIT 10").all(mall) as { keyword: string }[]).map((r) => r.keyword);
}

export const searchRoutes = [
  route(
    E.keyword,
    ({ deps, mall, input, ip, session, now }) => {
      if (countsAsPopular(input.searchKeyword)) {
        const day = kstDate(now);
        const client = session ? `member:${session.custId}` : `ip:${ip}`;
        deps.db.transaction(() => {
          // Yesterday's and older marks are no longer needed.
          deps.db.prepare("DELETE FROM search_keyword_seen WHERE mall = ? AND day < ?").run(mall.path, day);
          const first = deps.db.prepare("INSERT OR IGNORE INTO search_keyword_seen (mall, day, client, keyword) VALUES (?, ?, ?, ?)").run(mall.path, day, client, input.searchKeyword.toLowerCase());
          if (first.changes === 0) return;
          deps.db
            .prepare("INSERT INTO search_keyword_stat (mall, keyword, cnt, last_at) VALUES (?, ?, 1, ?) ON CONFLICT (mall, keyword) DO UPDATE SET cnt = cnt + 1, last_at = excluded.last_at")
            .run(mall.path, input.searchKeyword, kstDttm(now));
        })();
      }
      return { ...ok, searchKeyword: input.searchKeyword, keywordList: popular(deps.db, mall.path) };
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
      const eventList = matchIndex(deps.db, m, "event", kw, today).map((r) => ({
        evt_seq: r.ref_id,
        evt_titl: r.titl,
        mobi_app_img1_uri: r.img_uri,
        evt_prid_disp_yn: r.disp_yn,
        evt_strt_dt: r.strt_dt,
        evt_end_dt: r.end_dt,
        evtStrtDtTxt: dottedDate(r.strt_dt),
        evtEndDtTxt: dottedDate(r.end_dt),
      }));
      const lectureList = matchIndex(deps.db, m, "lecture", kw, today).map((r) => {
        const [type = "", plc = ""] = r.sub_titl.split("|");
        return { lectureId: r.ref_id, progTitl: r.titl, progTypeName: type, progDt: r.strt_dt, progPlc: plc, imgMobUrl: r.img_uri };
      });
      const couponList = matchIndex(deps.db, m, "coupon", kw, today).map((r) => ({ cpSeq: Number(r.ref_id), cpNm: r.titl, tnt_nm_ko: r.sub_titl, useStrtDt: r.strt_dt, useEndDt: r.end_dt }));
      return { ...ok, tntList, eventList, lectureList, couponList, tntListCnt: tntList.length, eventListCnt: eventList.length, lectureListCnt: lectureList.length, couponListCnt: couponList.length };
    },
    () => ({ params: { mall: "hanam" }, input: { searchKeyword: "쿠폰" } }),
  ),
  route(
    E.recommend,
    ({ deps, mall }) => {
      const setting = deps.db.prepare("SELECT keywords FROM search_setting WHERE mall = ?").get(mall.path) as { keywords: string } | undefined;
      const hot = deps.db.prepare("SELECT tnt_seq, nm_ko, nm_en, hot_rank FROM tnt_tenant WHERE mall = ? AND hot_rank IS NOT NULL ORDER BY hot_rank").all(mall.path) as { tnt_seq: string; nm_ko: string; nm_en: string; hot_rank: number }[];
      return { ...ok, keywords: setting?.keywords ?? "", search: { hotPlaces: hot.map((h) => ({ TNT_SEQ: h.tnt_seq, TNT_NM_KO: h.nm_ko, TNT_NM_EN: h.nm_en, HOT_RANK: h.hot_rank })) } };
    },
    () => ({ params: { mall: "centerfield" }, input: {} }),
  ),
  route(
    E.autocomplete,
    ({ deps, mall, input }) => {
      const kw = input.searchKeyword;
      const rows = deps.db
        .prepare(
          `SELECT tnt_seq, nm_ko, nm_en FROM tnt_tenant WHERE mall = ? AND (nm_ko LIKE ? ESCAPE '\\' OR nm_en LIKE ? ESCAPE '\\')
           ORDER BY (nm_ko LIKE ? ESCAPE '\\' OR nm_en LIKE ? ESCAPE '\\') DESC, nm_ko LIMIT 10`,
        )
        .all(mall.path, likeText(kw), likeText(kw), `${likeText(kw).slice(1)}`, `${likeText(kw).slice(1)}`) as { tnt_seq: string; nm_ko: string; nm_en: string }[];
      return { ...ok, keywordList: rows.map((r) => ({ tnt_seq: r.tnt_seq, tntNmKo: r.nm_ko, tntNmEn: r.nm_en })) };
    },
    () => ({ params: { mall: "hanam" }, input: { searchKeyword: "카페" } }),
  ),
];
