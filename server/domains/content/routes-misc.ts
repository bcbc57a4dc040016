import { contentEndpoints as E } from "../../../schemas/api/content.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { addDays, kstDate } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";

interface ExhRow {
  exh_seq: number;
  titl: string;
  plc: string;
  strt_dt: string;
  end_dt: string;
  img_uri: string;
  smry: string;
  cont: string;
  opn_hr: string;
  fee: string;
}

const exhItem = (r: ExhRow) => ({
  exhSeq: r.exh_seq,
  exhTitl: r.titl,
  exhPlc: r.plc,
  exhStrtDt: r.strt_dt,
  exhEndDt: r.end_dt,
  imgMobUri: r.img_uri,
  exhSmry: r.smry,
});

/** Monday of the Seoul week of an instant. */
function mondayOf(nowMs: number): string {
  const today = kstDate(nowMs);
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((dow + 6) % 7));
}

function labels(db: Db, lan: "ko" | "en", mobileOnly: boolean) {
  return db.prepare(`SELECT label_key, label_val FROM cnt_label WHERE lan = ? ${mobileOnly ? "AND mobile_yn = 'Y'" : ""} ORDER BY sort_ord`).all(lan) as {
    label_key: string;
    label_val: string;
  }[];
}

export const miscRoutes = [
  route(
    E.mapKey,
    ({ deps, mall }) => {
      const row = deps.db.prepare("SELECT svalue FROM cnt_setting WHERE mall = ? AND skey = 'map_key'").get(mall.path) as { svalue: string } | undefined;
      return { ...ok, result: row?.svalue ?? "" };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.language,
    ({ deps, params }) => ({ ...ok, lan: params.lang, result: Object.fromEntries(labels(deps.db, params.lang, false).map((l) => [l.label_key, l.label_val])) }),
    () => ({ params: { mall: "centerfield", lang: "en" }, input: {} }),
  ),
  route(
    E.mobileLanguage,
    ({ deps, params }) => {
      const lan = params.langList === "enlist" ? "en" : "ko";
      return { ...ok, lan, resultList: labels(deps.db, lan, true).map((l) => ({ langKey: l.label_key, langVal: l.label_val })) };
    },
    () => ({ params: { mall: "centerfield", langList: "kolist" }, input: {} }),
  ),
  route(
    E.exhList,
    ({ deps, mall, input, now }) => {
      const from = input.searchKeyword ?? (input.searchKeyword2 ? addDays(input.searchKeyword2, -6) : mondayOf(now));
      const to = input.searchKeyword2 ?? addDays(from, 6);
      if (to < from) throw new HttpError(400, "invalid request", [{ field: "searchKeyword2", message: "must not be before searchKeyword" }]);
      const rows = deps.db
        .prepare("SELECT * FROM cnt_exhibition WHERE mall = ? AND strt_dt <= ? AND end_dt >= ? ORDER BY strt_dt, exh_seq")
        .all(mall.path, to, from) as ExhRow[];
      return { ...ok, searchKeyword: from, searchKeyword2: to, exhList: rows.map(exhItem) };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.exhView,
    ({ deps, mall, input }) => {
      const r = deps.db.prepare("SELECT * FROM cnt_exhibition WHERE mall = ? AND exh_seq = ?").get(mall.path, input.exhSeq) as ExhRow | undefined;
      if (!r) throw new HttpError(404, "Exhibition not found");
      return { ...ok, exhibition: { ...exhItem(r), exhCont: r.cont, opnHr: r.opn_hr, fee: r.fee } };
    },
    (ctx) => {
      const row = ctx.db.prepare("SELECT exh_seq FROM cnt_exhibition WHERE mall = 'hanam' ORDER BY exh_seq LIMIT 1").get() as { exh_seq: number } | undefined;
      return { params: { mall: "hanam" }, input: { exhSeq: String(row?.exh_seq ?? 1) } };
    },
  ),
  route(
    E.story,
    ({ deps, mall, input }) => {
      const { rows, info } = pagedSelect<{ story_seq: number; titl: string; smry: string; img_uri: string; link_url: string; reg_dt: string }>(deps.db, {
        from: "FROM cnt_story WHERE mall = ?",
        params: [mall.path],
        orderBy: "reg_dt DESC, story_seq DESC",
        pageIndex: input.pageIndex,
        perPage: 10,
      });
      return {
        ...ok,
        storyList: rows.map((r) => ({
          storySeq: r.story_seq,
          storyTitl: r.titl,
          storySmry: r.smry,
          imgMobUri: r.img_uri,
          linkUrl: r.link_url,
          regDt: r.reg_dt,
        })),
        paginationInfo: info,
      };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.cfMenu,
    ({ deps }) => {
      const rows = deps.db.prepare("SELECT * FROM cnt_cf_menu ORDER BY parent_seq IS NOT NULL, sort_ord").all() as {
        menu_seq: number;
        parent_seq: number | null;
        nm_ko: string;
        nm_en: string;
        link_url: string;
      }[];
      const item = (r: (typeof rows)[number]) => ({ menuSeq: r.menu_seq, menuNmKo: r.nm_ko, menuNmEn: r.nm_en, linkUrl: r.link_url });
      return {
        ...ok,
        menuList: rows
          .filter((r) => r.parent_seq === null)
          .map((r) => ({ ...item(r), subMenuList: rows.filter((s) => s.parent_seq === r.menu_seq).map(item) })),
      };
    },
    () => ({ params: {}, input: {} }),
  ),
  route(
    E.shippingBrands,
    ({ deps }) => {
      const rows = deps.db.prepare("SELECT no, comp_nm, ver_dt FROM cnt_partner WHERE list_kind = 'shipping' ORDER BY no").all() as {
        no: number;
        comp_nm: string;
        ver_dt: string;
      }[];
      return { ...ok, verDt: rows[0]?.ver_dt ?? "", partnerList: rows.map((r) => ({ no: r.no, bizNm: r.comp_nm })) };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.classPlatform,
    ({ deps }) => {
      const rows = deps.db.prepare("SELECT no, comp_nm, trade_nm, ver_dt FROM cnt_partner WHERE list_kind = 'class' ORDER BY no").all() as {
        no: number;
        comp_nm: string;
        trade_nm: string;
        ver_dt: string;
      }[];
      return { ...ok, verDt: rows[0]?.ver_dt ?? "", partnerList: rows.map((r) => ({ no: r.no, compNm: r.comp_nm, tradeNm: r.trade_nm })) };
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
];
