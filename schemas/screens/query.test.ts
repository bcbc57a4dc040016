import { describe, expect, it } from "vitest";
import * as queries from "./query.ts";

const schemas = Object.entries(queries).filter(([, v]) => typeof v === "object" && v !== null && "shape" in v) as [
  string,
  { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> },
][];

describe("screen query schemas", () => {
  it.each(schemas)("%s accepts a missing value for every field (the engine's fallback)", (_, schema) => {
    for (const [key, field] of Object.entries(schema.shape)) expect(field.safeParse(undefined).success, key).toBe(true);
  });

  it("reads the login flags and refuses return paths off this site", () => {
    const { loginQuery } = queries;
    expect(loginQuery.parse({ toMain: "true", returnTo: "/hanam/myinfo?tab=1" })).toEqual({ toMain: true, returnTo: "/hanam/myinfo?tab=1" });
    expect(loginQuery.parse({ toMain: "no" }).toMain).toBe(false);
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "hanam", "/a\nb", "/a\\b"])
      expect(loginQuery.shape.returnTo.safeParse(bad).success, bad).toBe(false);
  });
});
