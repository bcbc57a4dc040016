import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseQuery } from "./query.ts";

const schema = z.object({
  tab: z.enum(["program", "rental"]).default("program"),
  pageIndex: z.coerce.number().int().min(1).default(1),
  keyword: z.string().max(10).optional(),
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
