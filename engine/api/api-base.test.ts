import { afterEach, describe, expect, it, vi } from "vitest";
import { parseApiBase } from "./api-base.ts";

describe("API base (VITE_API_BASE)", () => {
  it.each([
    [undefined, ""],
    ["", ""],
    ["  ", ""],
    ["/", ""],
    ["/mall/", "/mall"],
    ["https://api.example.com/", "https://api.example.com"],
    ["http://127.0.0.1:8080/v1", "http://127.0.0.1:8080/v1"],
  ])("%j → %j", (raw, base) => expect(parseApiBase(raw)).toBe(base));

  it.each(["api.example.com", "ftp://x.example", "//cdn.example", "https://x.example/?a=1", "javascript:alert(1)"])("refuses %j", (raw) =>
    expect(() => parseApiBase(raw)).toThrow(/VITE_API_BASE/),
  );
});

describe("member id", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the stored id, remembers and clears it", async () => {
    const store = new Map<string, string>([["custId", "C9"]]);
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    vi.resetModules();
    const m = await import("./member-id.ts");
    expect(m.getCustId()).toBe("C9");
    m.setCustId("C10");
    expect([m.getCustId(), store.get("custId")]).toEqual(["C10", "C10"]);
    m.clearCustId();
    expect([m.getCustId(), store.has("custId")]).toEqual([null, false]);
  });
});
