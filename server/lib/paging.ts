import type { PaginationInfo } from "../../schemas/api/common.ts";
import type { Db } from "../db/open.ts";

/** Values for a query's placeholders: positional (?) in order, or named (@name) in one object. */
export type SqlParams = readonly unknown[] | Readonly<Record<string, unknown>>;

/** A list query to page through. Every text here is fixed SQL from code; request values go in `params` only. */
export interface PageQuery {
  /** The selected columns (default every column). */
  columns?: string;
  /** The FROM clause with its joins and WHERE, up to ORDER BY. */
  from: string;
  params?: SqlParams;
  /** A total order (ending in a unique key), so pages neither overlap nor skip rows. */
  orderBy: string;
  /** Counts from 1. */
  pageIndex: number;
  perPage: number;
}

/** The paging block of a list answer, and the SQL LIMIT and OFFSET of the requested page (pageIndex counts from 1). */
function paging({ total, pageIndex, perPage }: { total: number; pageIndex: number; perPage: number }): { info: PaginationInfo; limit: number; offset: number } {
  return {
    info: { currentPageNo: pageIndex, recordCountPerPage: perPage, totalRecordCount: total, totalPageCount: Math.ceil(total / perPage) },
    limit: perPage,
    offset: (pageIndex - 1) * perPage,
  };
}

/**
 * One page of a list and its paging block: a count and a page query, with LIMIT and OFFSET bound like
 * every other value, so a new page number reuses the compiled statements instead of adding two.
 */
export function pagedSelect<Row>(db: Db, q: PageQuery): { rows: Row[]; info: PaginationInfo } {
  const params = q.params ?? [];
  // better-sqlite3 takes named values as one object, and positional ones after it.
  const bind = (...more: number[]): unknown[] => (Array.isArray(params) ? [...(params as readonly unknown[]), ...more] : [params, ...more]);
  const total = (db.prepare(`SELECT COUNT(*) AS n ${q.from}`).get(...bind()) as { n: number }).n;
  const { info, limit, offset } = paging({ total, pageIndex: q.pageIndex, perPage: q.perPage });
  // A page past the end has no rows; there is no need to ask.
  const rows =
    offset < total ? (db.prepare(`SELECT ${q.columns ?? "*"} ${q.from} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`).all(...bind(limit, offset)) as Row[]) : [];
  return { rows, info };
}
