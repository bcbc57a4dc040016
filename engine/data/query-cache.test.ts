import { describe, expect, it, vi } from "vitest";
import { createQueryCache } from "./query-cache.ts";
import { listKey, queryKey } from "./query-key.ts";

describe("query keys", () => {
  it("are the same for equal args whatever their key order, and differ by custid", () => {
    const a = queryKey("events.list", { params: { mall: "hanam" }, input: { pageIndex: 1, tab: "on" } }, null);
    const b = queryKey("events.list", { params: { mall: "hanam" }, input: { tab: "on", pageIndex: 1 } }, null);
    expect(a).toBe(b);
    expect(queryKey("events.list", { params: { mall: "hanam" } }, "C1")).not.toBe(queryKey("events.list", { params: { mall: "hanam" } }, "C2"));
    expect(a.startsWith("events.list ")).toBe(true);
    expect(listKey("events.list", { params: { mall: "hanam" } }, null).startsWith("events.list ")).toBe(true);
  });
});

describe("QueryCache", () => {
  it("stores, reads and tells subscribers of a set", () => {
    const cache = createQueryCache();
    const heard = vi.fn();
    const stop = cache.subscribe("a 1", heard);
    expect(cache.get("a 1")).toBeUndefined();
    cache.set("a 1", { n: 1 });
    expect(cache.get("a 1")).toEqual({ value: { n: 1 }, stale: false });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    cache.set("a 1", { n: 2 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = createQueryCache({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.value).toBe(1);
    expect(cache.get("c")?.value).toBe(3);
  });

  it("holds 200 entries by default", () => {
    const cache = createQueryCache();
    for (let i = 0; i < 250; i++) cache.set(`k ${i}`, i);
    expect(cache.size).toBe(200);
    expect(cache.get("k 49")).toBeUndefined();
    expect(cache.get("k 50")?.value).toBe(50);
  });

  it("invalidates by endpoint id (not a longer id with the same start) and keeps the value, stale", () => {
    const cache = createQueryCache();
    const heard = vi.fn();
    cache.set("member.main {}", 1);
    cache.set("member.mainBanner {}", 2);
    cache.set("events.list {}", 3);
    cache.subscribe("member.main {}", heard);
    cache.invalidate(["member.main"]);
    expect(cache.get("member.main {}")).toEqual({ value: 1, stale: true });
    expect(cache.get("member.mainBanner {}")?.stale).toBe(false);
    expect(cache.get("events.list {}")?.stale).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("invalidates by prefix, and tells a subscriber whose entry the bound dropped", () => {
    const cache = createQueryCache({ maxEntries: 1 });
    const heard = vi.fn();
    cache.subscribe("member.main {}", heard);
    cache.set("member.main {}", 1);
    cache.set("events.list {}", 2);
    expect(cache.get("member.main {}")).toBeUndefined();
    cache.invalidate("member.");
    expect(heard).toHaveBeenCalledTimes(2);
    expect(cache.get("events.list {}")?.stale).toBe(false);
  });

  it("clears everything and tells every subscriber", () => {
    const cache = createQueryCache();
    const heard = vi.fn();
    cache.set("a 1", 1);
    cache.subscribe("a 1", heard);
    cache.subscribe("b 1", heard);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
