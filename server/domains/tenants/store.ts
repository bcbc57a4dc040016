import type * as z from "zod/mini";
import type { PaginationInfo } from "../../../schemas/api/common.ts";
import type { restaurantItem, TenantItem, tenantFilters } from "../../../schemas/api/tenants.ts";
import type { Db } from "../../db/open.ts";
import { pagedSelect } from "../../lib/paging.ts";
import { jsonValues, type Where } from "../../lib/where.ts";
import { subCategory, parentOf } from "./brands.ts";

/** A row of tnt_tenant. */
export interface TenantRow {
  mall: string;
  tnt_seq: string;
  brand_no: number;
  nm_ko: string;
  nm_en: string;
  fl: string;
  unit_no: number;
  mama_cate_seq: number;
  cate_seq: number;
  logo_uri: string;
  mobi_logo_uri: string;
  tels: string;
  opn_hr: string;
  tnt_desc: string;
  loc_desc: string;
  gndr: "M" | "F" | "U";
  have_evt: "Y" | "N";
  have_cpn: "Y" | "N";
  pet_yn: "Y" | "N";
  anchor_yn: "Y" | "N";
  anch_desc: string;
  x: number;
  y: number;
  reg_dttm: string;
  open_dt: string;
  hot_rank: number | null;
  fc_key: string | null;
  brk_time: string;
  res_avl_yn: "Y" | "N";
  pckg_avl_yn: "Y" | "N";
  chld_menu_yn: "Y" | "N";
  rprs_menu: string;
}

/** The columns list rows need: reading every column of 20 rows cost about five times as much (better-sqlite3 builds each row object). */
const LIST_COLUMNS = [
  "mall",
  "tnt_seq",
  "nm_ko",
  "nm_en",
  "fl",
  "logo_uri",
  "mobi_logo_uri",
  "tels",
  "mama_cate_seq",
  "cate_seq",
  "opn_hr",
  "have_evt",
  "have_cpn",
  "x",
  "y",
  "brk_time",
  "res_avl_yn",
  "pckg_avl_yn",
  "chld_menu_yn",
  "rprs_menu",
] as const;
export type TenantListRow = Pick<TenantRow, (typeof LIST_COLUMNS)[number]>;
const LIST_SELECT = LIST_COLUMNS.map((c) => `t.${c}`).join(", ");

export function toTenantItem(r: TenantListRow): TenantItem {
  return {
    tnt_seq: r.tnt_seq,
    tnt_nm_ko: r.nm_ko,
    tnt_nm_en: r.nm_en,
    fl: r.fl,
    img_logo_uri: r.logo_uri,
    img_mobi_logo_uri: r.mobi_logo_uri,
    tnt_tels: r.tels,
    mama_cate_seq: r.mama_cate_seq,
    mama_cate_nm: parentOf(r.cate_seq).ko,
    cate_seq: r.cate_seq,
    cate_nm: subCategory(r.cate_seq).ko,
    opn_hr: r.opn_hr,
    have_evt: r.have_evt,
    have_cpn: r.have_cpn,
    xctnCord: r.x,
    yctnCord: r.y,
  };
}

export function toRestaurantItem(r: TenantListRow): z.output<typeof restaurantItem> {
  return {
    ...toTenantItem(r),
    brk_time_yn: r.brk_time ? "Y" : "N",
    brk_time: r.brk_time,
    res_avl_yn: r.res_avl_yn,
    pckg_avl_yn: r.pckg_avl_yn,
    chld_menu_yn: r.chld_menu_yn,
    rprs_menu: r.rprs_menu,
  };
}

type Filters = z.output<typeof tenantFilters>;

/** Applies the tenant filters of spec part-2 §3 (a Y/N flag filters only when Y). */
export function applyFilters(w: Where, f: Partial<Filters>): Where {
  if (f.fl) w.add("t.fl = ?", f.fl);
  if (f.mama_cate_seq) w.add("t.mama_cate_seq = ?", f.mama_cate_seq);
  if (f.cate_seq) w.add("t.cate_seq = ?", f.cate_seq);
  if (f.cate_seq_array) w.in("t.cate_seq", f.cate_seq_array);
  if (f.gndr_array) w.in("t.gndr", f.gndr_array);
  if (f.have_evt === "Y") w.add("t.have_evt = 'Y'");
  if (f.have_cpn === "Y") w.add("t.have_cpn = 'Y'");
  const bnft = [...new Set(f.bnft_array ?? [])];
  if (bnft.length)
    w.add(
      `(SELECT COUNT(*) FROM tnt_tenant_bnft b WHERE b.mall = t.mall AND b.tnt_seq = t.tnt_seq AND b.bnft_seq IN ${jsonValues}) = ?`,
      JSON.stringify(bnft),
      bnft.length,
    );
  const thm = f.thm_array ?? [];
  if (thm.length)
    w.add(`EXISTS (SELECT 1 FROM tnt_tenant_thm h WHERE h.mall = t.mall AND h.tnt_seq = t.tnt_seq AND h.thm_seq IN ${jsonValues})`, JSON.stringify(thm));
  return w;
}

/** One page of tenants matching a WHERE clause. */
export function pageTenants(db: Db, w: Where, pageIndex: number, perPage: number, newestFirst = false): { rows: TenantListRow[]; info: PaginationInfo } {
  return pagedSelect<TenantListRow>(db, {
    columns: LIST_SELECT,
    from: `FROM tnt_tenant t ${w.sql}`,
    params: w.args,
    orderBy: newestFirst ? "t.reg_dttm DESC, t.tnt_seq" : "t.nm_ko, t.tnt_seq",
    pageIndex,
    perPage,
  });
}

export function findTenant(db: Db, mall: string, tntSeq: string): TenantRow | undefined {
  return db.prepare("SELECT * FROM tnt_tenant WHERE mall = ? AND tnt_seq = ?").get(mall, tntSeq) as TenantRow | undefined;
}

export interface FloorRow {
  fl: string;
  fl_nm: string;
  map_uri: string;
  sort_ord: number;
}

/** The mall's floors with their maps and tenant counts, lowest first. */
export function floorList(db: Db, mall: string): { fl: string; flNm: string; mobFloorUri: string; tntCnt: number }[] {
  const rows = db
    .prepare(
      "SELECT f.fl, f.fl_nm, f.map_uri, (SELECT COUNT(*) FROM tnt_tenant t WHERE t.mall = f.mall AND t.fl = f.fl) AS cnt FROM tnt_floor f WHERE f.mall = ? ORDER BY f.sort_ord",
    )
    .all(mall) as (FloorRow & { cnt: number })[];
  return rows.map((r) => ({ fl: r.fl, flNm: r.fl_nm, mobFloorUri: r.map_uri, tntCnt: r.cnt }));
}
