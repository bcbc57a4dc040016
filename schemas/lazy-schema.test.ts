import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";

describe("lazySchema", () => {
  it("makes its value on the first read only, once", () => {
    const make = vi.fn(() => z.object({ a: z.string() }));
    const model = lazySchema(make);
    expect(make).not.toHaveBeenCalled();
    expect(model.parse({ a: "x" })).toEqual({ a: "x" });
    expect(model.safeParse({ a: 1 }).success).toBe(false);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("stands in wherever the schema goes: nested, optional, extended, in an array, checked", () => {
    const item = lazySchema(() => z.object({ id: z.number(), name: z.string() }));
    const detail = lazySchema(() => z.extend(item, { body: z.string() }));
    const list = z.object({ items: z.array(item), top: z.optional(detail) });
    expect(list.parse({ items: [{ id: 1, name: "a" }], top: { id: 2, name: "b", body: "c" } })).toEqual({
      items: [{ id: 1, name: "a" }],
      top: { id: 2, name: "b", body: "c" },
    });
    expect(list.safeParse({ items: [{ id: "1", name: "a" }] }).success).toBe(false);
    expect(detail.safeParse({ id: 2, name: "b" }).success).toBe(false);
    const positive = lazySchema(() => z.number()).check(z.gte(1));
    expect(positive.safeParse(0).success).toBe(false);
    expect(positive.parse(3)).toBe(3);
  });

  it("a shape of fields spreads with its keys, and transforms run", () => {
    const fields = lazySchema(() => ({
      n: z.pipe(
        z.string(),
        z.transform((s) => Number(s)),
      ),
      flag: z.enum(["Y", "N"]),
    }));
    const model = z.object({ ...fields, extra: z.optional(z.string()) });
    expect(Object.keys(fields)).toEqual(["n", "flag"]);
    expect(model.parse({ n: "7", flag: "Y" })).toEqual({ n: 7, flag: "Y" });
  });

  it("answers key, prototype and property questions as the made value does", () => {
    const made = z.object({ a: z.string() });
    const model = lazySchema(() => made);
    expect("_zod" in model).toBe(true);
    expect(Object.getPrototypeOf(model)).toBe(Object.getPrototypeOf(made));
    expect(Object.getOwnPropertyDescriptor(model, "_zod")?.value).toBe(made._zod);
    expect(Reflect.ownKeys(model)).toEqual(Reflect.ownKeys(made));
    expect(model._zod.def.shape.a).toBe(made._zod.def.shape.a);
  });
});

describe("the contract's modules", () => {
  it("make none of their shared models when they are evaluated", async () => {
    vi.resetModules();
    const { lazySchemasMade: made } = await import("./lazy-schema.ts");
    await import("./api/catalog.ts");
    await import("./screens/query.ts");
    await import("./screens/props.ts");
    await import("./bridge.ts");
    expect(made()).toBe(0);
    // And a first read makes them: the count is not stuck at zero.
    const { contentEndpoints } = await import("./api/content.ts");
    contentEndpoints.main.response.safeParse({});
    expect(made()).toBeGreaterThan(0);
  });
});
