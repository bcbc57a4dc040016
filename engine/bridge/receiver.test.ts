import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachNativeApp, fakeWindow } from "./fake-native-app.fixture.ts";
import { createBridge } from "./native-bridge.ts";
import { decodeAnswer, listenForAnswers } from "./receiver.ts";

const handlers = { confirm: () => {}, goToLogin: () => {} };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("bridge receiver", () => {
  it.each([
    ["text that is not JSON", "{not json"],
    ["a number", 42],
    ["null", null],
    ["undefined", undefined],
    ["an object without an id", { ok: true, value: "x" }],
    ["ok that is not a boolean", '{"id":"a","ok":"yes","value":1}'],
    ["a failure without an error text", { id: "a", ok: false }],
    ["an array", "[1,2]"],
  ])("drops %s without throwing", (_, message) => {
    expect(decodeAnswer(message)).toBeNull();
    const win = fakeWindow();
    const heard = vi.fn();
    listenForAnswers(win, heard);
    expect(() => win.mallBridge?.receive(message)).not.toThrow();
    expect(heard).not.toHaveBeenCalled();
  });

  it("keeps answering pending calls after malformed messages", async () => {
    const win = fakeWindow();
    const app = attachNativeApp(win, () => "silent");
    const bridge = createBridge({ window: win, handlers });
    const deviceId = bridge.getDeviceId();
    app.deliver("garbage");
    app.deliver({ id: 7 });
    app.deliver(JSON.stringify({ id: "unknown-id", ok: true, value: "other" }));
    app.deliver(JSON.stringify({ id: app.sent[0]?.id, ok: true, value: "dev-9" }));
    expect(await deviceId).toBe("dev-9");
    bridge.dispose();
  });

  it("delivers answers native code queued in mallBridgeInbox before the hook existed", () => {
    const win = fakeWindow();
    const early = { id: "early", ok: true, value: 1 };
    win.mallBridgeInbox = [JSON.stringify(early)];
    const heard = vi.fn();
    listenForAnswers(win, heard);
    expect(heard).toHaveBeenCalledWith(early);
  });

  it("forwards later pushes to the inbox straight to pending calls", async () => {
    const win = fakeWindow();
    const sent: string[] = [];
    win.MallNative = { postMessage: (json) => void sent.push(json) };
    const bridge = createBridge({ window: win, handlers });
    const token = bridge.loginToken();
    const { id } = JSON.parse(sent[0] ?? "{}") as { id: string };
    win.mallBridgeInbox?.push(JSON.stringify({ id, ok: true, value: "t-1" }));
    expect(await token).toBe("t-1");
    bridge.dispose();
  });

  it("lets two bridges on one window share the hook without losing answers", async () => {
    const win = fakeWindow();
    attachNativeApp(win, (r) => ({ answer: `answer-${r.method}`, afterMs: 5 }));
    const first = createBridge({ window: win, handlers });
    const hook = win.mallBridge;
    const second = createBridge({ window: win, handlers });
    expect(win.mallBridge).toBe(hook);
    const both = Promise.all([first.getDeviceId(), second.getCustId()]);
    await vi.advanceTimersByTimeAsync(5);
    expect(await both).toEqual(["answer-getDeviceId", "answer-getCustId"]);
    first.dispose();
    second.dispose();
  });
});
