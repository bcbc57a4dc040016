import { tenantsEndpoints as E } from "../../../schemas/api/tenants.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type ExampleContext } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { addDays, kstDate } from "../../lib/kst.ts";
import { Where } from "../../lib/where.ts";
import { BENEFITS, CATEGORIES, THEMES } from "./brands.ts";
import { applyFilters, findTenant, floorList, pageTenants, toTenantItem, type TenantRow } from "./store.ts";

const hanam = { mall: "hanam" };
const named = (xs: readonly { seq: number; ko: string; en: string }[]) => xs.map((x) => ({ seq: x.seq, nm: x.ko, nmEn: x.en }));

/** A seeded tenant of a mall, for examples. */
export function exampleTenant(ctx: ExampleContext, mall = "hanam"): string {
  const row = ctx.db.prepare("SELECT tnt_seq FROM tnt_tenant WHERE mall = ? AND tnt_seq NOT LIKE 'T0000%' ORDER BY tnt_seq LIMIT 1").get(mall) as
    | { tnt_seq: string }
    | undefined;
  return row?.tnt_seq ?? "T010001";
}

function requireTenant(db: Db, mall: string, tntSeq: string): TenantRow {
  const row = findTenant(db, mall, tntSeq);
  if (!row) throw new HttpError(404, "Tenant not found");
  return row;
}

function listBy(db: Db, mall: string, cond: string): TenantRow[] {
  return db.prepare(`SELECT * FROM tnt_tenant WHERE mall = ? AND ${cond} ORDER BY nm_ko, tnt_seq`).all(mall) as TenantRow[];
}

export const tenantRoutes = [
  route(
    E.floorInfo,
    ({ deps, mall, input }) => {
      const page = pageTenants(
        deps.db,
        applyFilters(new Where().add("t.mall = ?", mall.path), input),
        input.pageIndex,
        input.result_tnt_cnt,
        input.tntListRegDttmOrder === "Y",
      );
      return { ...ok, floorList: floorList(deps.db, mall.path), tntList: page.rows.map(toTenantItem), paginationInfo: page.info };
    },
    () => ({ params: hanam, input: { fl: "1F" } }),
    { shared: true },
  ),
  route(
    E.categoryInfo,
    ({ deps, mall, input }) => {
      const page = pageTenants(
        deps.db,
        applyFilters(new Where().add("t.mall = ?", mall.path), input),
        input.pageIndex,
        input.result_tnt_cnt,
        input.tntListRegDttmOrder === "Y",
      );
      return {
        ...ok,
        cateList: CATEGORIES.map((c) => ({
          mama_cate_seq: c.seq,
          mama_cate_nm: c.ko,
          mama_cate_nm_en: c.en,
          subCateList: c.subs.map((s) => ({ cate_seq: s.seq, cate_nm: s.ko, cate_nm_en: s.en })),
        })),
        bnftList: named(BENEFITS),
        thmList: named(THEMES),
        tntList: page.rows.map(toTenantItem),
        paginationInfo: page.info,
      };
    },
    () => ({ params: hanam, input: { mama_cate_seq: "5", bnft_array: "2" } }),
    { shared: true },
  ),
  route(
    E.detail,
    ({ deps, mall, params }) => {
      const r = requireTenant(deps.db, mall.path, params.tntSeq);
      const bnft = deps.db.prepare("SELECT bnft_seq FROM tnt_tenant_bnft WHERE mall = ? AND tnt_seq = ? ORDER BY bnft_seq").all(r.mall, r.tnt_seq) as {
        bnft_seq: number;
      }[];
      const thm = deps.db.prepare("SELECT thm_seq FROM tnt_tenant_thm WHERE mall = ? AND tnt_seq = ? ORDER BY thm_seq").all(r.mall, r.tnt_seq) as {
        thm_seq: number;
      }[];
      const floor = deps.db.prepare("SELECT map_uri FROM tnt_floor WHERE mall = ? AND fl = ?").get(r.mall, r.fl) as { map_uri: string };
      return {
        ...ok,
        tntDetail: {
          ...toTenantItem(r),
          tnt_desc: r.tnt_desc,
          loc_desc: r.loc_desc,
          gndr: r.gndr,
          bnftList: named(BENEFITS.filter((b) => bnft.some((x) => x.bnft_seq === b.seq))),
          thmList: named(THEMES.filter((t) => thm.some((x) => x.thm_seq === t.seq))),
          pet_yn: r.pet_yn,
          anchor_yn: r.anchor_yn,
          mobFloorUri: floor.map_uri,
          reg_dttm: r.reg_dttm,
        },
      };
    },
    (ctx) => ({ params: { ...hanam, tntSeq: exampleTenant(ctx) }, input: {} }),
  ),
  route(
    E.anchorTenant,
    ({ deps, mall }) => ({ ...ok, anchorList: listBy(deps.db, mall.path, "anchor_yn = 'Y'").map((r) => ({ ...toTenantItem(r), anch_desc: r.anch_desc })) }),
    () => ({ params: hanam, input: {} }),
  ),
  route(
    E.entertainment,
    ({ deps, mall }) => ({ ...ok, tntList: listBy(deps.db, mall.path, "mama_cate_seq = 6 AND tnt_seq NOT IN ('T0000CL', 'T0000LB')").map(toTenantItem) }),
    () => ({ params: hanam, input: {} }),
  ),
  route(
    E.facility,
    ({ deps, mall, input }) => {
      const w = new Where().add("f.mall = ?", mall.path);
      if (input.fl) w.add("f.fl = ?", input.fl);
      const rows = deps.db
        .prepare(
          `SELECT f.fclt_seq, f.fclt_type, f.nm_ko, f.nm_en, f.fl, f.x, f.y FROM tnt_facility f JOIN tnt_floor fl ON fl.mall = f.mall AND fl.fl = f.fl ${w.sql} ORDER BY fl.sort_ord, f.fclt_seq`,
        )
        .all(...w.args) as { fclt_seq: number; fclt_type: "restroom"; nm_ko: string; nm_en: string; fl: string; x: number; y: number }[];
      return {
        ...ok,
        facilityList: rows.map((r) => ({
          fcltSeq: r.fclt_seq,
          fcltType: r.fclt_type,
          fcltNmKo: r.nm_ko,
          fcltNmEn: r.nm_en,
          fl: r.fl,
          xctnCord: r.x,
          yctnCord: r.y,
        })),
      };
    },
    () => ({ params: hanam, input: {} }),
  ),
  route(
    E.openbanner,
    ({ deps, mall, now }) => {
      const today = kstDate(now);
      const from = addDays(today, -60);
      const to = addDays(today, 30);
      const rows = deps.db
        .prepare("SELECT * FROM tnt_tenant WHERE mall = ? AND open_dt BETWEEN ? AND ? ORDER BY open_dt DESC, tnt_seq")
        .all(mall.path, from, to) as TenantRow[];
      const bannerList = rows.map((r) => ({
        tnt_seq: r.tnt_seq,
        tnt_nm_ko: r.nm_ko,
        tnt_nm_en: r.nm_en,
        fl: r.fl,
        img_mobi_logo_uri: r.mobi_logo_uri,
        bnTitl: r.open_dt > today ? `${r.nm_ko} ${r.open_dt.slice(5).replace("-", ".")} 오픈 예정` : `${r.nm_ko} 신규 오픈`,
        openDt: r.open_dt,
      }));
      return { ...ok, bannerList };
    },
    () => ({ params: hanam, input: {} }),
  ),
  route(
    E.floorMapList,
    ({ deps, mall }) => ({ ...ok, floorMapList: floorList(deps.db, mall.path) }),
    () => ({ params: hanam, input: {} }),
  ),
  route(
    E.petTenant,
    ({ deps, mall, input }) => {
      const w = new Where().add("t.mall = ?", mall.path).add("t.pet_yn = 'Y'");
      if (input.fl) w.add("t.fl = ?", input.fl);
      const page = pageTenants(deps.db, w, input.pageIndex, 20);
      return { ...ok, tntList: page.rows.map(toTenantItem), paginationInfo: page.info };
    },
    () => ({ params: hanam, input: {} }),
  ),
  route(
    E.tenantMap,
    ({ deps, mall, input }) => {
      const r = requireTenant(deps.db, mall.path, input.tntSeq);
      const floor = deps.db.prepare("SELECT map_uri FROM tnt_floor WHERE mall = ? AND fl = ?").get(r.mall, r.fl) as { map_uri: string };
      const others = deps.db
        .prepare("SELECT tnt_seq, nm_ko, nm_en, x, y FROM tnt_tenant WHERE mall = ? AND fl = ? AND tnt_seq <> ? ORDER BY unit_no")
        .all(r.mall, r.fl, r.tnt_seq) as { tnt_seq: string; nm_ko: string; nm_en: string; x: number; y: number }[];
      return {
        ...ok,
        tenantMap: { fl: r.fl, mobFloorUri: floor.map_uri, xctnCord: r.x, yctnCord: r.y },
        resultTenant: toTenantItem(r),
        resultMtc: others.map((o) => ({ tnt_seq: o.tnt_seq, tnt_nm_ko: o.nm_ko, tnt_nm_en: o.nm_en, xctnCord: o.x, yctnCord: o.y })),
      };
    },
    (ctx) => ({ params: hanam, input: { tntSeq: exampleTenant(ctx) } }),
  ),
  route(
    E.qrPlace,
    ({ deps, mall, input }) => {
      const spot = deps.db
        .prepare(
          "SELECT q.qr_id, q.fl, q.nm_ko, q.nm_en, q.x, q.y, f.map_uri FROM tnt_qr_spot q JOIN tnt_floor f ON f.mall = q.mall AND f.fl = q.fl WHERE q.mall = ? AND q.qr_id = ?",
        )
        .get(mall.path, input.qrId) as { qr_id: string; fl: string; nm_ko: string; nm_en: string; x: number; y: number; map_uri: string } | undefined;
      if (!spot) throw new HttpError(404, "QR place not found");
      return {
        ...ok,
        qrPlace: { qrId: spot.qr_id, fl: spot.fl, mobFloorUri: spot.map_uri, xctnCord: spot.x, yctnCord: spot.y, placeNmKo: spot.nm_ko, placeNmEn: spot.nm_en },
      };
    },
    () => ({ params: hanam, input: { qrId: "QR011F01" } }),
  ),
];
