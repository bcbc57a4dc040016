import type { TenantDirectoryQuery } from "../../schemas/screens/query-stores.ts";

// The store directory's selection (spec part-2 §3 tenant filters) in three shapes: the URL query
// the screen keeps it in, the filter sheet's draft, and the categoryInfo call's input.

export type Gender = "M" | "F" | "U";
export const GENDERS: readonly Gender[] = ["M", "F", "U"];

export interface DirectoryFilters {
  /** Top-level category (mama_cate_seq), or null for every store. */
  cate: number | null;
  /** Sub-category (cate_seq) of the top-level one. */
  sub: number | null;
  /** Benefits: a store must have all of them. */
  bnft: readonly number[];
  /** Themes: a store must have one of them. */
  thm: readonly number[];
  gndr: readonly Gender[];
  evt: boolean;
  cpn: boolean;
  order: "name" | "new";
}

const ids = (v: string | undefined): number[] => (v ? [...new Set(v.split(",").map(Number))].sort((a, b) => a - b) : []);

/** The selection the URL query holds. */
export function filtersOf(q: TenantDirectoryQuery): DirectoryFilters {
  const cate = q.cate ? Number(q.cate) : null;
  return {
    cate,
    sub: cate !== null && q.sub ? Number(q.sub) : null,
    bnft: ids(q.bnft),
    thm: ids(q.thm),
    gndr: q.gndr ? GENDERS.filter((g) => q.gndr!.split(",").includes(g)) : [],
    evt: q.evt,
    cpn: q.cpn,
    order: q.order,
  };
}

const list = (xs: readonly (number | string)[]) => (xs.length ? xs.join(",") : null);
const sortedIds = (xs: readonly number[]) => list([...xs].sort((a, b) => a - b));

/** The query parameters of a selection (null removes one): defaults leave the URL clean. */
export function queryOf(f: DirectoryFilters): Record<string, string | null> {
  return {
    cate: f.cate === null ? null : String(f.cate),
    sub: f.cate === null || f.sub === null ? null : String(f.sub),
    bnft: sortedIds(f.bnft),
    thm: sortedIds(f.thm),
    gndr: list(GENDERS.filter((g) => f.gndr.includes(g))),
    evt: f.evt ? "Y" : null,
    cpn: f.cpn ? "Y" : null,
    order: f.order === "new" ? "new" : null,
  };
}

/** The categoryInfo call's filter fields of a selection (only those set). */
export function inputOf(f: DirectoryFilters): Record<string, string | number> {
  const input: Record<string, string | number> = {};
  if (f.cate !== null) input.mama_cate_seq = f.cate;
  if (f.sub !== null) input.cate_seq = f.sub;
  if (f.bnft.length) input.bnft_array = f.bnft.join(",");
  if (f.thm.length) input.thm_array = f.thm.join(",");
  if (f.gndr.length) input.gndr_array = f.gndr.join(",");
  if (f.evt) input.have_evt = "Y";
  if (f.cpn) input.have_cpn = "Y";
  if (f.order === "new") input.tntListRegDttmOrder = "Y";
  return input;
}

/** How many of the sheet's filters are on (the category bar and the order are not counted). */
export const sheetFilterCount = (f: DirectoryFilters): number => f.bnft.length + f.thm.length + f.gndr.length + (f.evt ? 1 : 0) + (f.cpn ? 1 : 0);

/** The sheet's part of a selection cleared (the category stays). */
export const withoutSheetFilters = (f: DirectoryFilters): DirectoryFilters => ({ ...f, bnft: [], thm: [], gndr: [], evt: false, cpn: false, order: "name" });

/** A list with the value added, or removed when present. */
export function toggled<T>(xs: readonly T[], x: T): T[] {
  return xs.includes(x) ? xs.filter((y) => y !== x) : [...xs, x];
}
