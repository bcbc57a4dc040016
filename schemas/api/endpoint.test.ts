import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { endpoint } from "./endpoint.ts";

describe("an endpoint's schemas given as functions", () => {
  it("are made on the first read, once, and read as the schemas themselves", () => {
    let made = 0;
    const e = endpoint({
      id: "test.deferred",
      method: "GET",
      path: "/api/test.do",
      input: () => {
        made += 1;
        return z.object({ q: z.string() });
      },
      response: () => {
        made += 1;
        return z.object({ n: z.number() });
      },
      summary: "deferred",
    });
    expect(made).toBe(0);
    expect(e.response.safeParse({ n: 1 }).success).toBe(true);
    expect(e.response.safeParse({ n: "1" }).success).toBe(false);
    expect(made).toBe(1);
    expect(e.response).toBe(e.response);
    expect(e.input.safeParse({ q: "a" }).success).toBe(true);
    expect(made).toBe(2);
  });

  it("are copied by a spread (the schema, not the function), and a schema given as is stays that schema", () => {
    const params = z.object({ mall: z.string() });
    const e = endpoint({ id: "test.spread", method: "POST", path: "/api/:mall/x.do", params, response: () => z.object({}), summary: "spread" });
    expect(e.params).toBe(params);
    const copy = { ...e };
    expect(typeof copy.response).toBe("object");
    expect(copy.response).toBe(e.response);
    expect(Object.keys(e)).toEqual(expect.arrayContaining(["params", "input", "response", "id", "writes"]));
    expect(e.writes).toBe(true);
  });

  it("default to no fields where none is given", () => {
    const e = endpoint({ id: "test.none", method: "GET", path: "/api/none.do", response: z.object({}), summary: "none" });
    expect(e.params.safeParse({}).success).toBe(true);
    expect(e.input.safeParse({}).success).toBe(true);
  });
});
