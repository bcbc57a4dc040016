import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, recordingCounter, testClient } from "./fake-fetch.fixture.ts";
import { sendBannerHit, sendPageView, sendPopupHit } from "./logging-calls.ts";
import { fetchPageInfo } from "./page-info-call.ts";

describe("logging calls", () => {
  let f: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    f = fakeFetch(() => json({ message: "success" }));
    vi.stubGlobal("fetch", f.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("records a page view with the mall, path, referrer and device id, with credentials", async () => {
    await sendPageView({ mall: "hanam", url: "/hanam/event/main", referrer: "https://search.example/", deviceId: "d-1" });
    const u = new URL(f.seen[0]?.url ?? "", "http://app.test");
    expect(u.pathname).toBe("/api/pv/pvlog.do");
    expect(Object.fromEntries(u.searchParams)).toEqual({ mall: "hanam", url: "/hanam/event/main", referrer: "https://search.example/", deviceId: "d-1" });
    expect(f.seen[0]?.credentials).toBe("include");
  });

  it("leaves the mall out off any mall (the gate)", async () => {
    await sendPageView({ mall: null, url: "/" });
    expect(f.seen.map((r) => r.url)).toEqual(["/api/pv/pvlog.do?url=%2F"]);
  });

  it("records banner and popup taps", async () => {
    await sendBannerHit({ mall: "hanam", bnSeq: 1 });
    await sendPopupHit({ mall: "goyang", popSeq: 12 });
    expect(f.seen.map((r) => r.url)).toEqual(["/api/bnhits.do?mall=hanam&bnSeq=1", "/api/pophits.do?mall=goyang&popSeq=12"]);
  });
});

describe("page info lookup (logging.seoInfo)", () => {
  it("looks up page info by mall and page-info URL, keeping seoInfo and clientIp", async () => {
    const counter = recordingCounter();
    const seoInfo = { seoTitl: "Events", seoKeyWord: "event,hanam", seoDescribe: "Events at hanam" };
    const f = fakeFetch(() => json({ message: "success", seoInfo, clientIp: "10.0.0.1" }));
    await expect(fetchPageInfo("hanam", "/hanam/event/main/E1", testClient(f.fetch, { loading: counter }))).resolves.toEqual({ seoInfo, clientIp: "10.0.0.1" });
    expect(f.seen[0]?.url).toBe("https://api.test/api/hanam/seoInfo.do?url=%2Fhanam%2Fevent%2Fmain%2FE1");
    expect(counter.events).toEqual([]);
  });
});
