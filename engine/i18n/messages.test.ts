import { beforeEach, describe, expect, it, vi } from "vitest";

// The store keeps module state (like the page does): every test starts from a fresh module.
let m: typeof import("./messages.ts");
beforeEach(async () => {
  vi.resetModules();
  m = await import("./messages.ts");
});

const text = (messages: Record<string, unknown> | undefined, id: string) => JSON.stringify(messages?.[id] ?? null);

describe("message parts", () => {
  it("start with the Korean shell part only", () => {
    const ko = m.loadedMessages("ko");
    expect(ko?.["shell.skipToContent"]).toBeDefined();
    expect(ko?.["route.gate"]).toBeDefined();
    expect(ko?.["route.main"]).toBeUndefined();
    expect(ko?.["home.hours.today"]).toBeUndefined();
    expect(ko?.["session.loginRequired"]).toBeUndefined();
  });

  it("load a screen's part before it renders, and tell subscribers", async () => {
    const listener = vi.fn();
    m.subscribeMessages(listener);
    const before = m.messagesVersion();
    await m.loadScreenMessages("eventList");
    expect(m.loadedMessages("ko")?.["session.loginRequired"]).toBeDefined();
    expect(m.messagesVersion()).toBeGreaterThan(before);
    expect(listener).toHaveBeenCalled();
  });

  it("give the first routes' screens only their own parts, every other screen the screen kit's too", () => {
    expect(m.partsOfScreen("entryGate")).toEqual([]);
    expect(m.partsOfScreen("mallHome")).toEqual([]);
    expect(m.partsOfScreen("login")).toEqual(["screens"]);
    // The event area's words ship with its screens' modules (*.messages.ts), not as parts.
    expect(m.partsOfScreen("couponDetail")).toEqual(["screens"]);
  });

  it("load the screen kit's texts and the route titles with any other screen", async () => {
    await m.loadScreenMessages("receipts");
    expect(m.loadedMessages("ko")?.["session.loginRequired"]).toBeDefined();
    expect(m.loadedMessages("ko")?.["route.receipts"]).toBeDefined();
  });

  it("switch locale only once the shell and every part in use are loaded in it", async () => {
    await m.loadScreenMessages("eventList");
    expect(m.loadedMessages("en")).toBeUndefined();
    const en = await m.loadMessages("en");
    expect(text(en, "shell.menu")).toContain("Menu");
    expect(en["session.loginRequired"]).toBeDefined();
    expect(text(en, "session.loginRequired")).not.toBe(text(m.loadedMessages("ko"), "session.loginRequired"));
    expect(m.loadedMessages("en")).toBe(en);
  });

  it("load a later screen's part in every locale asked for", async () => {
    await m.loadMessages("en");
    await m.loadScreenMessages("eventList");
    expect(text(m.loadedMessages("en"), "session.loginRequired")).not.toBe(text(m.loadedMessages("ko"), "session.loginRequired"));
  });

  it("keep the merged messages stable until something loads", async () => {
    const a = m.loadedMessages("ko");
    expect(m.loadedMessages("ko")).toBe(a);
    await m.loadScreenMessages("eventList");
    expect(m.loadedMessages("ko")).not.toBe(a);
  });

  it("switch to English only once every messages file in use has its English", async () => {
    const files = await import("./messages-files.ts");
    let release: () => void = () => {};
    files.noteInUse({ ko: { "x.a": "가" }, en: () => new Promise((r) => (release = () => r({ "x.a": "A" }))) });
    let done = false;
    const switching = m.loadMessages("en").then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    expect(m.loadedMessages("en")).toBeUndefined();
    release();
    await switching;
    expect(m.loadedMessages("en")).toBeDefined();
  });
});
