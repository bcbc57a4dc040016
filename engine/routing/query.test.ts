import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseQuery } from "./query.ts";

const schema = z.object({
  tab: z._default(z.enum(["program", "rental"]), "program"),
  pageIndex: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  keyword: z.optional(z.string().check(z.maxLength(10))),
});

describe("parseQuery", () => {
  it("parses well-formed values", () => {
    expect(parseQuery(schema, new URLSearchParams("tab=rental&pageIndex=3&keyword=kids"))).toEqual({ tab: "rental", pageIndex: 3, keyword: "kids" });
  });

  it("falls back to each field's default for a malformed value instead of failing", () => {
    expect(parseQuery(schema, new URLSearchParams("tab=nope&pageIndex=abc&keyword=" + "x".repeat(50)))).toEqual({ tab: "program", pageIndex: 1 });
  });

  it("uses defaults for missing values and the first of repeated keys", () => {
    expect(parseQuery(schema, new URLSearchParams(""))).toEqual({ tab: "program", pageIndex: 1 });
    expect(parseQuery(schema, new URLSearchParams("tab=rental&tab=program")).tab).toBe("rental");
  });
});
