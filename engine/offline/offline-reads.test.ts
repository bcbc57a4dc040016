import { describe, expect, it } from "vitest";
import { catalog } from "../../schemas/api/catalog.ts";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { OFFLINE_READS, offlineReadPatterns } from "./offline-reads.ts";
import { readMatcher } from "./sw/rules.ts";

/** A path of the endpoint with every param filled. */
const samplePath = (e: Endpoint) => e.path.replace(/:([A-Za-z]\w*)/g, "x1");

describe("the reads kept offline", () => {
  const isRead = readMatcher(offlineReadPatterns());

  it("cover each listed call's path", () => {
    for (const id of OFFLINE_READS) {
      const e = catalog.find((x) => x.id === id);
      expect(e, id).toBeDefined();
      expect(isRead(samplePath(e as Endpoint)), id).toBe(true);
    }
  });

  it("never cover a member's call, a write, or any call not listed", () => {
    const other = catalog.filter((e) => !(OFFLINE_READS as readonly string[]).includes(e.id));
    expect(other.filter((e) => e.auth === "member").length).toBeGreaterThan(10);
    for (const e of other) expect(isRead(samplePath(e)), `${e.id} ${e.path}`).toBe(false);
  });

  it("refuse to list a call that needs a session or writes, or that does not exist", () => {
    expect(() => offlineReadPatterns(["receipts.billList"])).toThrow(/receipts.billList: only a public read/);
    expect(() => offlineReadPatterns(["coupons.download"])).toThrow(/only a public read/);
    expect(() => offlineReadPatterns(["member.logout"])).toThrow(/only a public read/);
    expect(() => offlineReadPatterns(["content.nothing"])).toThrow(/no such call/);
  });
});
