import type { PaginationInfo } from "../../schemas/api/common.ts";

/** The paging block of a list answer, and the SQL LIMIT and OFFSET of the requested page (pageIndex counts from 1). */
export function paging({ total, pageIndex, perPage }: { total: number; pageIndex: number; perPage: number }): { info: PaginationInfo; limit: number; offset: number } {
  return {
    info: { currentPageNo: pageIndex, recordCountPerPage: perPage, totalRecordCount: total, totalPageCount: Math.ceil(total / perPage) },
    limit: perPage,
    offset: (pageIndex - 1) * perPage,
  };
}
