import { describe, expect, it } from "vitest";
import { parseQuery } from "../../engine/routing/query.ts";
import { tenantDirectoryQuery } from "../../schemas/screens/query-stores.ts";
import { filtersOf, inputOf, queryOf, sheetFilterCount, toggled, withoutSheetFilters } from "./directory-filters.ts";

const parse = (qs: string) => filtersOf(parseQuery(tenantDirectoryQuery, new URLSearchParams(qs)));

describe("directory filters", () => {
  it("reads the URL, ignoring malformed values", () => {
    expect(parse("cate=5&sub=51&bnft=2,1&thm=3&gndr=F,M&evt=Y&order=new")).toEqual({
      cate: 5,
      sub: 51,
      bnft: [1, 2],
      thm: [3],
      gndr: ["M", "F"],
      evt: true,
      cpn: false,
      order: "new",
    });
    expect(parse("cate=x&bnft=1,,2&gndr=Q&order=best")).toEqual({ cate: null, sub: null, bnft: [], thm: [], gndr: [], evt: false, cpn: false, order: "name" });
    // A sub-category means nothing without its category.
    expect(parse("sub=51").sub).toBeNull();
  });

  it("writes a clean URL and the call's input", () => {
    const f = parse("cate=5&bnft=2,1&gndr=U&cpn=Y");
    expect(queryOf(f)).toEqual({ cate: "5", sub: null, bnft: "1,2", thm: null, gndr: "U", evt: null, cpn: "Y", order: null });
    expect(inputOf(f)).toEqual({ mama_cate_seq: 5, bnft_array: "1,2", gndr_array: "U", have_cpn: "Y" });
    expect(inputOf(parse("order=new&evt=1"))).toEqual({ have_evt: "Y", tntListRegDttmOrder: "Y" });
    expect(parse(new URLSearchParams(Object.entries(queryOf(f)).filter((e): e is [string, string] => e[1] !== null)).toString())).toEqual(f);
  });

  it("counts and clears the sheet's filters, keeping the category", () => {
    const f = parse("cate=5&bnft=1,2&thm=3&evt=Y&order=new");
    expect(sheetFilterCount(f)).toBe(4);
    expect(withoutSheetFilters(f)).toEqual({ ...parse("cate=5"), order: "name" });
    expect(toggled([1, 2], 2)).toEqual([1]);
    expect(toggled([1], 2)).toEqual([1, 2]);
  });
});
