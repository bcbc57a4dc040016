import type { PaginationInfo } from "../../../schemas/api/common.ts";

/** The paging block and the SQL LIMIT/OFFSET of a page. */
export function paging(pageIndex: number, perPage: number, total: number): { info: PaginationInfo; limit: number; offset: number } {
  return {
    info: { currentPageNo: pageIndex, recordCountPerPage: perPage, totalRecordCount: total, totalPageCount: Math.ceil(total / perPage) },
    limit: perPage,
    offset: (pageIndex - 1) * perPage,
  };
}
