import { beforeEach, describe, expect, it, vi } from "vitest";

const sent = vi.hoisted(() => ({ views: [] as unknown[], banners: [] as unknown[], popups: [] as unknown[], fail: false }));

vi.mock("./logging-calls.ts", () => ({
  sendPageView: async (v: unknown) => {
    if (sent.fail) throw new Error("offline");
    sent.views.push(v);
  },
  sendBannerHit: async (h: unknown) => {
    if (sent.fail) throw new Error("offline");
    sent.banners.push(h);
  },
  sendPopupHit: async (h: unknown) => {
    if (sent.fail) throw new Error("offline");
    sent.popups.push(h);
  },
}));

const { logPageView, recordBannerHit, recordPopupHit } = await import("./logging.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));

describe("fire-and-forget logging", () => {
  beforeEach(() => {
    sent.views = [];
    sent.banners = [];
    sent.popups = [];
    sent.fail = false;
  });

  it("holds a deferred page view (the gate) until the next one, then sends both in order", async () => {
    logPageView({ mall: null, url: "/" }, { defer: true });
    await flush();
    expect(sent.views).toEqual([]);
    logPageView({ mall: "hanam", url: "/hanam" });
    await flush();
    expect(sent.views).toEqual([
      { mall: null, url: "/" },
      { mall: "hanam", url: "/hanam" },
    ]);
  });

  it("adds the device id when there is one, and sends the view without it when asking fails", async () => {
    logPageView({ mall: "hanam", url: "/hanam/a" }, { deviceId: async () => "d-1" });
    logPageView({ mall: "hanam", url: "/hanam/b" }, { deviceId: async () => null });
    logPageView({ mall: "hanam", url: "/hanam/c" }, { deviceId: () => Promise.reject(new Error("no bridge")) });
    await flush();
    await flush();
    expect(sent.views).toEqual([
      { mall: "hanam", url: "/hanam/a", deviceId: "d-1" },
      { mall: "hanam", url: "/hanam/b" },
      { mall: "hanam", url: "/hanam/c" },
    ]);
  });

  it("sends banner and popup hits", async () => {
    recordBannerHit({ mall: "hanam", bnSeq: 1 });
    recordPopupHit({ mall: "hanam", popSeq: 2 });
    await flush();
    expect([sent.banners, sent.popups]).toEqual([[{ mall: "hanam", bnSeq: 1 }], [{ mall: "hanam", popSeq: 2 }]]);
  });

  it("swallows failures: no rejection, no console error", async () => {
    sent.fail = true;
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    logPageView({ mall: "hanam", url: "/hanam" });
    recordBannerHit({ mall: "hanam", bnSeq: 1 });
    recordPopupHit({ mall: "hanam", popSeq: 2 });
    await flush();
    await flush();
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
