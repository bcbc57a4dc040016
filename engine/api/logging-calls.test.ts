import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, recordingCounter, testClient } from "./fake-fetch.fixture.ts";
import { sendBannerHit, sendPageView, sendPopupHit } from "./logging-calls.ts";
import { fetchPageInfo } from "./page-info-call.ts";

const logged = () => json({ message: "success" });

describe("logging calls", () => {
  it("records a page view with the mall, path and referrer, as a background call", async () => {
    const counter = recordingCounter();
    const f = fakeFetch(logged);
    await sendPageView({ mall: "hanam", url: "/hanam/event/main", referrer: "https://search.example/" }, testClient(f.fetch, { loading: counter }));
    const u = new URL(f.seen[0]?.url ?? "");
    expect(u.pathname).toBe("/api/pv/pvlog.do");
    expect(Object.fromEntries(u.searchParams)).toEqual({ mall: "hanam", url: "/hanam/event/main", referrer: "https://search.example/" });
    expect(counter.events).toEqual([]);
  });

  it("leaves the mall out off any mall (the gate)", async () => {
    const f = fakeFetch(logged);
    await sendPageView({ mall: null, url: "/" }, testClient(f.fetch));
    expect(f.seen[0]?.url).toBe("https://api.test/api/pv/pvlog.do?url=%2F");
  });

  describe("hits", () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
    afterEach(() => vi.useRealTimers());

    it("records a banner tap once per second", async () => {
      const f = fakeFetch(logged);
      const client = testClient(f.fetch);
      await sendBannerHit({ mall: "hanam", bnSeq: 3 }, client);
      await sendBannerHit({ mall: "hanam", bnSeq: 3 }, client);
      await vi.advanceTimersByTimeAsync(1_000);
      await sendBannerHit({ mall: "hanam", bnSeq: 3 }, client);
      expect(f.seen.map((r) => r.url)).toEqual(["https://api.test/api/bnhits.do?mall=hanam&bnSeq=3", "https://api.test/api/bnhits.do?mall=hanam&bnSeq=3"]);
    });

    it("records a popup tap", async () => {
      const f = fakeFetch(logged);
      await sendPopupHit({ mall: "goyang", popSeq: 12 }, testClient(f.fetch));
      expect(f.seen[0]?.url).toBe("https://api.test/api/pophits.do?mall=goyang&popSeq=12");
    });
  });

  it("looks up page info by mall and page-info URL, keeping seoInfo and clientIp", async () => {
    const counter = recordingCounter();
    const seoInfo = { seoTitl: "Events", seoKeyWord: "event,hanam", seoDescribe: "Events at hanam" };
    const f = fakeFetch(() => json({ message: "success", seoInfo, clientIp: "10.0.0.1" }));
    await expect(fetchPageInfo("hanam", "/hanam/event/main/E1", testClient(f.fetch, { loading: counter }))).resolves.toEqual({ seoInfo, clientIp: "10.0.0.1" });
    expect(f.seen[0]?.url).toBe("https://api.test/api/hanam/seoInfo.do?url=%2Fhanam%2Fevent%2Fmain%2FE1");
    expect(counter.events).toEqual([]);
  });
});
