import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { mallParams, okMessage, pageIndex, paginationInfoSchema } from "./common.ts";
import { endpoint, pageIndexField, readPage, type PageItem } from "./endpoint.ts";
import { tenantsEndpoints } from "./tenants.ts";

const base = {
  id: "test.rows",
  method: "GET",
  path: "/api/:mall/test/rows.do",
  params: mallParams,
  input: z.object({ pageIndex }),
  response: z.object({ message: okMessage, rows: z.array(z.object({ id: z.number() })), paginationInfo: paginationInfoSchema }),
  summary: "rows",
} as const;

describe("paging declared on an endpoint", () => {
  it("types the rows by the declared field and rejects a field the answer does not have", () => {
    const rows = endpoint({ ...base, page: { items: "rows" } });
    const item: PageItem<typeof rows> = { id: 1 };
    expect(item.id).toBe(1);
    // @ts-expect-error the answer has no resultList
    endpoint({ ...base, page: { items: "resultList" } });
    // @ts-expect-error message is not a list
    endpoint({ ...base, page: { items: "message" } });
    // @ts-expect-error the input has no pagenum
    endpoint({ ...base, page: { items: "rows", index: "pagenum" } });
    // @ts-expect-error without paginationInfo, the counts' object must be named
    endpoint({ ...base, response: z.object({ rows: z.array(z.string()) }), page: { items: "rows" } });
  });

  it("reads a page's rows and counts from the declared fields, paginationInfo by default", () => {
    const answer = { rows: [{ id: 1 }], paginationInfo: { currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: 11, totalPageCount: 2 } };
    expect(readPage({ items: "rows" }, answer)).toEqual({ items: [{ id: 1 }], totalPageCount: 2, total: 11 });
    expect(readPage({ items: "rows", info: "counts" }, { rows: [], counts: { totalPageCount: 0, totalRecordCount: 0 } })).toEqual({
      items: [],
      totalPageCount: 0,
      total: 0,
    });
  });

  it("names the page number's input field: pageIndex unless declared (the cinemas' pagenum)", () => {
    expect(pageIndexField(tenantsEndpoints.categoryInfo.page)).toBe("pageIndex");
    expect(pageIndexField(tenantsEndpoints.megabox.page)).toBe("pagenum");
  });
});
