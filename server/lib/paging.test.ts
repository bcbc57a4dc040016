import { describe, expect, it } from "vitest";
import { paging } from "./paging.ts";

describe("paging", () => {
  it("gives the paging block and the LIMIT and OFFSET of a page", () => {
    expect(paging({ total: 23, pageIndex: 3, perPage: 10 })).toEqual({
      info: { currentPageNo: 3, recordCountPerPage: 10, totalRecordCount: 23, totalPageCount: 3 },
      limit: 10,
      offset: 20,
    });
  });

  it("counts no pages for an empty list", () => {
    expect(paging({ total: 0, pageIndex: 1, perPage: 10 }).info.totalPageCount).toBe(0);
  });
});
