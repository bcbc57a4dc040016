import type { PaginationInfo } from "../../../schemas/api/common.ts";

/** The paging block of a list answer, and the SQL offset of the page. */
export function paging(total: number, pageIndex: number, perPage: number): { info: PaginationInfo; offset: number } {
  return {
    info: { currentPageNo: pageIndex, recordCountPerPage: perPage, totalRecordCount: total, totalPageCount: Math.ceil(total / perPage) },
    offset: (pageIndex - 1) * perPage,
  };
}
