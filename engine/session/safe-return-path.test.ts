import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path.ts";

const ORIGIN = "https://m.mall.example";

describe("safeReturnPath", () => {
  it.each([
    ["/hanam/myinfo", "/hanam/myinfo"],
    ["/hanam/event/coupon?tab=1&x=%2F%2F", "/hanam/event/coupon?tab=1&x=%2F%2F"],
    ["/centerfield/mypage#card", "/centerfield/mypage#card"],
    ["/", "/"],
    ["/hanam/./myinfo", "/hanam/myinfo"],
    ["/hanam/../suwon/main", "/suwon/main"],
    ["/javascript:alert(1)", "/javascript:alert(1)"],
    ["/hanam/검색", "/hanam/%EA%B2%80%EC%83%89"],
  ])("keeps the same-origin path %j", (value, path) => expect(safeReturnPath(value, ORIGIN)).toBe(path));

  // Each of these could leave the site, run script or confuse a parser somewhere along the way.
  it.each([
    "",
    "hanam/myinfo",
    "//evil.example",
    "//evil.example/hanam",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/hanam\\..\\..\\evil",
    "https://evil.example/hanam",
    "https://m.mall.example/hanam",
    "http:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    " /hanam",
    "\t/hanam",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/hanam\u0000",
    "/hanam\u007f",
    "/hanam\u0085",
    "/\u2028/evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/./\\evil.example",
    "?returnTo=/x",
    "#/hanam",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => expect(safeReturnPath(value, ORIGIN)).toBeNull());

  it.each([[null], [undefined], [42], [{ toString: () => "/hanam" }], [["/hanam"]]])("refuses the non-string %j", (value) =>
    expect(safeReturnPath(value, ORIGIN)).toBeNull(),
  );

  it("refuses everything against an origin it cannot parse", () => {
    expect(safeReturnPath("/hanam", "not an origin")).toBeNull();
  });

  it("only ever answers a rooted path that stays on the origin", () => {
    const hostile = fc.oneof(
      fc.string({ unit: "binary" }),
      fc
        .constantFrom("/", "//", "/\\", "\\", ".", "..", "%2f", "%5c", ":", "@", "?", "#", "\t", "\n", "javascript:", "evil.example")
        .chain((piece) =>
          fc
            .array(fc.oneof(fc.constant(piece), fc.constantFrom("/", "//", "/\\", "..", "a", "%2F", "@evil.example")), { maxLength: 8 })
            .map((parts) => parts.join("")),
        ),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const path = safeReturnPath(value, ORIGIN);
        if (path === null) return;
        expect(path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\")).toBe(true);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
