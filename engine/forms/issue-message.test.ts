import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { issueMessage, valueAt } from "./issue-message.ts";

const known = new Set(["mycar.error.digits"]);
const isMessageId = (id: string) => known.has(id);

/** The message of the first issue that `schema` reports for `input`. */
function first(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return issueMessage(result.error.issues[0]!, input, isMessageId);
}

describe("issueMessage", () => {
  it.each([
    ["a missing value", z.object({ a: z.string() }), {}, { id: "forms.error.required" }],
    ["an empty string", z.object({ a: z.string().check(z.minLength(1)) }), { a: "" }, { id: "forms.error.required" }],
    ["spaces only", z.object({ a: z.string().check(z.trim(), z.minLength(2)) }), { a: "  " }, { id: "forms.error.required" }],
    ["too short", z.object({ a: z.string().check(z.minLength(2)) }), { a: "x" }, { id: "forms.error.tooShort", values: { min: 2 } }],
    ["too long", z.object({ a: z.string().check(z.maxLength(3)) }), { a: "abcd" }, { id: "forms.error.tooLong", values: { max: 3 } }],
    ["not the exact length", z.object({ a: z.string().check(z.length(4)) }), { a: "12" }, { id: "forms.error.exactLength", values: { length: 4 } }],
    ["a bad e-mail", z.object({ a: z.email() }), { a: "x@" }, { id: "forms.error.email" }],
    ["a pattern", z.object({ a: z.string().check(z.regex(/^\d+$/)) }), { a: "x" }, { id: "forms.error.format" }],
    ["a small number", z.object({ a: z.number().check(z.gte(1)) }), { a: 0 }, { id: "forms.error.tooSmall", values: { min: 1 } }],
    ["a big number", z.object({ a: z.number().check(z.lte(4)) }), { a: 9 }, { id: "forms.error.tooBig", values: { max: 4 } }],
    ["an exclusive bound", z.object({ a: z.number().check(z.gt(0)) }), { a: 0 }, { id: "forms.error.invalid" }],
    ["nothing chosen", z.object({ a: z.array(z.string()).check(z.minLength(1)) }), { a: [] }, { id: "forms.error.requiredChoice" }],
    ["too few chosen", z.object({ a: z.array(z.string()).check(z.minLength(2)) }), { a: ["x"] }, { id: "forms.error.tooFew", values: { min: 2 } }],
    ["a consent left at N", z.object({ a: z.literal("Y") }), { a: "N" }, { id: "forms.error.requiredChoice" }],
    ["an unknown option", z.object({ a: z.enum(["A", "B"]) }), { a: "C" }, { id: "forms.error.invalid" }],
    ["a wrong type", z.object({ a: z.number() }), { a: "x" }, { id: "forms.error.format" }],
    ["the schema's own message id", z.object({ a: z.string().check(z.length(4, "mycar.error.digits")) }), { a: "1" }, { id: "mycar.error.digits" }],
  ])("explains %s", (_, schema, input, expected) => {
    expect(first(schema, input)).toEqual(expected);
  });

  it("ignores a custom message that is not a catalogue id", () => {
    expect(first(z.object({ a: z.string().check(z.minLength(1, "Required!")) }), { a: "" })).toEqual({ id: "forms.error.required" });
  });
});

describe("valueAt", () => {
  it("follows a path through objects and arrays", () => {
    expect(valueAt({ a: [{ b: 3 }] }, ["a", 0, "b"])).toBe(3);
    expect(valueAt({ a: null }, ["a", "b"])).toBeUndefined();
  });
});
