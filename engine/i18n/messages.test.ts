import { beforeEach, describe, expect, it, vi } from "vitest";

// The store keeps module state (like the page does): every test starts from a fresh module.
let m: typeof import("./messages.ts");
beforeEach(async () => {
  vi.resetModules();
  m = await import("./messages.ts");
});

const text = (messages: Record<string, unknown> | undefined, id: string) => JSON.stringify(messages?.[id] ?? null);

describe("the shell's messages", () => {
  it("start in Korean with the shell's words, every route title among them, and nothing of the kit's or a screen's", () => {
    const ko = m.loadedMessages("ko");
    expect(ko?.["shell.skipToContent"]).toBeDefined();
    expect(ko?.["route.gate"]).toBeDefined();
    expect(ko?.["route.receipts"]).toBeDefined();
    // The kit's words ship with its code (engine/session/session.messages.ts), a screen's with it.
    expect(ko?.["session.loginRequired"]).toBeUndefined();
    expect(ko?.["home.hours.today"]).toBeUndefined();
  });

  it("switch locale only once the shell's words are loaded in it, and tell subscribers", async () => {
    const listener = vi.fn();
    m.subscribeMessages(listener);
    const before = m.messagesVersion();
    expect(m.loadedMessages("en")).toBeUndefined();
    const en = await m.loadMessages("en");
    expect(text(en, "shell.menu")).toContain("Menu");
    expect(text(en, "route.receipts")).not.toBe(text(m.loadedMessages("ko"), "route.receipts"));
    expect(m.loadedMessages("en")).toBe(en);
    expect(m.messagesVersion()).toBeGreaterThan(before);
    expect(listener).toHaveBeenCalled();
  });

  it("keep a locale's messages stable once loaded", async () => {
    const en = await m.loadMessages("en");
    expect(await m.loadMessages("en")).toBe(en);
    expect(m.loadedMessages("ko")).toBe(m.loadedMessages("ko"));
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
