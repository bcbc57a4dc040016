import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { stripContractDocs } from "./contract-docs-plugin.ts";

const API_DIR = join(import.meta.dirname, "../../schemas/api");

describe("stripContractDocs", () => {
  it("drops a describe check whether it stands alone, first or last, and blanks summaries", () => {
    const src = [
      `a: z.string().check(z.describe("alone")),`,
      `b: z.string().check(z.maxLength(3), z.describe('last, with "quotes"')),`,
      'c: z.string().check(z.describe(`first ${what}`), z.regex(/x/, "keep me")),',
      `summary: "What the call is for",`,
    ].join("\n");
    expect(stripContractDocs(src)).toBe(
      ["a: z.string(),", "b: z.string().check(z.maxLength(3)),", 'c: z.string().check(z.regex(/x/, "keep me")),', 'summary: "",'].join("\n"),
    );
  });

  it("leaves no description in any endpoint module and keeps every check that validates", () => {
    for (const file of readdirSync(API_DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const src = readFileSync(join(API_DIR, file), "utf8");
      const out = stripContractDocs(src);
      expect(out, file).not.toMatch(/z\.describe\(/);
      expect(out, file).not.toMatch(/summary:\s*["'`][^"'`]/);
      // Only documentation went: the count of validating checks is unchanged.
      const checks = (s: string) => (s.match(/z\.(regex|maxLength|minLength|gte|lte|int|refine|superRefine|trim|length)\(/g) ?? []).length;
      expect(checks(out), file).toBe(checks(src));
    }
  });

  it("keeps a schema's behaviour: the stripped member contract decodes as the original", async () => {
    const stripped = stripContractDocs(`z.object({ a: z.optional(z.string().check(z.maxLength(2), z.describe("d"))).check(z.describe("e")) })`);
    // The stripped text is still a valid schema expression.
    const schema = new Function("z", `return ${stripped}`)(z) as z.ZodMiniType;
    expect(schema.safeParse({ a: "ab" }).success).toBe(true);
    expect(schema.safeParse({ a: "abc" }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(true);
  });
});
