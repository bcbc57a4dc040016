import { describe, expect, it } from "vitest";
import {
  cacheNames,
  excess,
  KEEP_FRESH_MS,
  keptKey,
  keptRecently,
  obsoleteCaches,
  pageMessage,
  pathPattern,
  readMatcher,
  requestKind,
  savedAtOf,
} from "./rules.ts";

const ORIGIN = "https://m.example.test";
const isRead = readMatcher([pathPattern("/api/:mall/main.do"), pathPattern("/api/:mall/tenant/tenantDetail/:tntSeq.do")]);
const precached = new Set(["/index.html", "/assets/index-abc.js"]);
const kind = (url: string, over: Partial<{ method: string; mode: string; destination: string }> = {}) =>
  requestKind({ url, method: "GET", mode: "cors", destination: "", ...over }, ORIGIN, precached, isRead);

describe("the worker's rules", () => {
  it("matches a catalogue path with its params, and nothing longer, shorter or escaped around", () => {
    const main = new RegExp(pathPattern("/api/:mall/main.do"));
    expect(main.test("/api/hanam/main.do")).toBe(true);
    expect(main.test("/api/hanam/mainXdo")).toBe(false);
    expect(main.test("/api/hanam/extra/main.do")).toBe(false);
    expect(main.test("/api/hanam/main.do/x")).toBe(false);
    expect(isRead("/api/hanam/tenant/tenantDetail/T0001.do")).toBe(true);
    expect(isRead("/api/hanam/myPage/billList.do")).toBe(false);
  });

  it("answers only same-origin GETs: navigations, precached files, listed reads and images", () => {
    expect(kind(`${ORIGIN}/hanam/store/about`, { mode: "navigate" })).toBe("navigate");
    expect(kind(`${ORIGIN}/assets/index-abc.js`)).toBe("precached");
    expect(kind(`${ORIGIN}/api/hanam/main.do?lang=ko`)).toBe("read");
    expect(kind(`${ORIGIN}/images/seed/floors/hanam-1F.svg`)).toBe("image");
    expect(kind(`${ORIGIN}/whatever`, { destination: "image" })).toBe("image");
    // Not answered: a write, another origin, an unlisted call, another file.
    expect(kind(`${ORIGIN}/api/hanam/main.do`, { method: "POST" })).toBeNull();
    expect(kind("https://cdn.example.test/images/a.png", { destination: "image" })).toBeNull();
    expect(kind(`${ORIGIN}/api/hanam/myPage/billList.do`)).toBeNull();
    expect(kind(`${ORIGIN}/assets/other-xyz.js`)).toBeNull();
    expect(kind(`${ORIGIN}/sw.js`)).toBeNull();
  });

  it("keeps a read under its URL without the member's id", () => {
    expect(keptKey(`${ORIGIN}/api/hanam/main.do?custid=M0001&lang=ko#x`)).toBe(`${ORIGIN}/api/hanam/main.do?lang=ko`);
    expect(keptKey(`${ORIGIN}/api/hanam/main.do`)).toBe(`${ORIGIN}/api/hanam/main.do`);
  });

  it("drops the oldest beyond the bound, and removes every cache but the release's own", () => {
    expect(excess([1, 2, 3, 4], 2)).toEqual([1, 2]);
    expect(excess([1, 2], 2)).toEqual([]);
    const names = cacheNames("v2");
    expect(obsoleteCaches(["shell-v1", names.shell, names.reads, names.images, "reads-0"], "v2")).toEqual(["shell-v1", "reads-0"]);
  });

  it("reads the saved time from its header, and tells when a kept copy is fresh", () => {
    expect(savedAtOf("1764650000000")).toBe(1764650000000);
    expect(savedAtOf(null)).toBeNull();
    expect(savedAtOf("soon")).toBeNull();
    expect(savedAtOf("-5")).toBeNull();
    expect(keptRecently(1_000, 1_000 + KEEP_FRESH_MS - 1)).toBe(true);
    expect(keptRecently(1_000, 1_000 + KEEP_FRESH_MS)).toBe(false);
    expect(keptRecently(null, 0)).toBe(false);
  });

  it("accepts only the page's two messages, with at most 80 string URLs", () => {
    expect(pageMessage({ type: "activate" })).toEqual({ type: "activate" });
    expect(pageMessage({ type: "keep", urls: ["/a", 3, "/b"] })).toEqual({ type: "keep", urls: ["/a", "/b"] });
    const many = pageMessage({ type: "keep", urls: Array.from({ length: 100 }, (_, i) => `/u${i}`) });
    expect(many?.type === "keep" ? many.urls : []).toHaveLength(80);
    expect(pageMessage({ type: "keep", urls: "/a" })).toBeNull();
    // The answers a page's HTML brought: each with its URL and body, a few at most.
    expect(pageMessage({ type: "keepAnswers", answers: [{ url: "/a", body: { message: "success" } }, { url: 1, body: {} }, { url: "/b" }, null] })).toEqual({
      type: "keepAnswers",
      answers: [{ url: "/a", body: { message: "success" } }],
    });
    const twenty = pageMessage({ type: "keepAnswers", answers: Array.from({ length: 20 }, (_, i) => ({ url: `/u${i}`, body: i })) });
    expect(twenty?.type === "keepAnswers" ? twenty.answers.map((a) => a.url) : []).toEqual(["/u0", "/u1", "/u2", "/u3", "/u4", "/u5", "/u6", "/u7"]);
    expect(pageMessage({ type: "keepAnswers", answers: "x" })).toBeNull();
    expect(pageMessage({ type: "skip" })).toBeNull();
    expect(pageMessage(null)).toBeNull();
    expect(pageMessage("activate")).toBeNull();
  });
});
