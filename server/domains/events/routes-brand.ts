import { eventsEndpoints as ep } from "../../../schemas/api/events.ts";
import { HttpError, route } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstDate } from "../../lib/kst.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { periodFilter, periodState } from "./store.ts";

const PER_PAGE = 10;

interface PromotionRow {
  evt_seq: string;
  mall: string;
  evt_titl: string;
  mobi_app_img1_uri: string;
  evt_prid_disp_yn: string;
  evt_strt_dt: string;
  evt_end_dt: string;
  evt_strt_dt_txt: string;
  evt_end_dt_txt: string;
  evt_cont: string;
  tnt_nm_ko: string;
  tnt_nm_en: string;
  fl: string;
}

const toPromotion = (r: PromotionRow, today: string) => ({
  evt_seq: r.evt_seq,
  evt_titl: r.evt_titl,
  mobi_app_img1_uri: r.mobi_app_img1_uri,
  evt_prid_disp_yn: r.evt_prid_disp_yn,
  evt_strt_dt: r.evt_strt_dt,
  evt_end_dt: r.evt_end_dt,
  evtStrtDtTxt: r.evt_strt_dt_txt,
  evtEndDtTxt: r.evt_end_dt_txt,
  evtStat: periodState(r.evt_strt_dt, r.evt_end_dt, today),
  tnt_nm_ko: r.tnt_nm_ko,
  tnt_nm_en: r.tnt_nm_en,
  fl: r.fl,
});

export const brandRoutes = [
  route(
    ep.brandPromotionList,
    ({ deps, mall, input, now }) => {
      const { where, order } = periodFilter(input.evtStat);
      const today = kstDate(now);
      const { rows, info } = pagedSelect<PromotionRow>(deps.db, {
        from: `FROM brand_promotions WHERE mall = @mall AND ${where}`,
        params: { mall: mall.path, today },
        orderBy: order,
        pageIndex: input.pageIndex,
        perPage: PER_PAGE,
      });
      return { ...ok, resultList: rows.map((r) => toPromotion(r, today)), paginationInfo: info };
    },
    () => ({ params: { mall: "hanam" }, input: { evtStat: "ing" } }),
  ),
  route(
    ep.brandPromotionView,
    ({ deps, mall, input, now }) => {
      const row = deps.db
        .prepare<[string, string], PromotionRow>("SELECT * FROM brand_promotions WHERE evt_seq = ? AND mall = ?")
        .get(input.evt_seq, mall.path);
      if (!row) throw new HttpError(404, "brand promotion not found");
      return { ...ok, brandPromotion: { ...toPromotion(row, kstDate(now)), evt_cont: row.evt_cont } };
    },
    ({ db }) => ({
      params: { mall: "hanam" },
      input: {
        evt_seq: db.prepare<[], { evt_seq: string }>("SELECT evt_seq FROM brand_promotions WHERE mall = 'hanam' ORDER BY evt_end_dt DESC LIMIT 1").get()!
          .evt_seq,
      },
    }),
  ),
];
