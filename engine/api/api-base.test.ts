import { describe, expect, it } from "vitest";
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
