// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRIDGE_TIMEOUTS_MS } from "../../schemas/bridge-constants.ts";
import { bridgeRequestSchema } from "../../schemas/bridge.ts";
import { attachNativeApp, fakeWindow, type NativeScript } from "./fake-native-app.fixture.ts";
import type { BridgeWindow } from "./bridge-window.ts";
import { createBridge, type WindowBridge } from "./native-bridge.ts";

const handlers = () => ({ confirm: vi.fn(), goToLogin: vi.fn() });

let bridges: WindowBridge[] = [];
function bridgeOn(win: BridgeWindow = fakeWindow(), h = handlers()) {
  const bridge = createBridge({ window: win, handlers: h });
  bridges.push(bridge);
  return bridge;
}

function appBridge(script: (method: string) => NativeScript, platform: "ios" | "android" = "android") {
  const win = fakeWindow();
  const app = attachNativeApp(win, (r) => script(r.method), platform);
  return { win, app, bridge: bridgeOn(win) };
}

/** Tracks whether a promise has settled, to assert "not before" under fake timers. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const b of bridges) b.dispose();
  bridges = [];
  vi.useRealTimers();
});

describe("native bridge: timeouts", () => {
  it.each<[string, number, (b: WindowBridge) => Promise<unknown>, unknown]>([
    ["getDeviceId", BRIDGE_TIMEOUTS_MS.deviceId, (b: WindowBridge) => b.getDeviceId(), null],
    ["getCustId", BRIDGE_TIMEOUTS_MS.custId, (b: WindowBridge) => b.getCustId(), null],
    ["loginToken", BRIDGE_TIMEOUTS_MS.loginToken, (b: WindowBridge) => b.loginToken(), null],
    ["getValues", BRIDGE_TIMEOUTS_MS.other, (b: WindowBridge) => b.getValues(["aToken", "xMbrNo"]), { aToken: null, xMbrNo: null }],
    ["setValue", BRIDGE_TIMEOUTS_MS.other, (b: WindowBridge) => b.setValue("aToken", "x"), undefined],
    ["getGate", BRIDGE_TIMEOUTS_MS.other, (b: WindowBridge) => b.getGate("01", "하남"), undefined],
  ])("%s without an answer settles at exactly %i ms", async (_, ms, call, expected) => {
    const { bridge } = appBridge(() => "silent");
    const result = track(call(bridge));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ settled: true, value: expected });
  });

  it("ignores an answer that arrives after the timeout", async () => {
    const { bridge } = appBridge(() => ({ answer: "late-device", afterMs: 400 }));
    const result = track(bridge.getDeviceId());
    await vi.advanceTimersByTimeAsync(500);
    expect(result).toEqual({ settled: true, value: null });
  });
});

describe("native bridge: answers", () => {
  it.each(["android", "ios"] as const)("resolves reads with the app's answer (%s)", async (platform) => {
    const answers: Record<string, unknown> = { getDeviceId: "dev-1", getCustId: 12345, loginToken: "tok" };
    const { bridge } = appBridge((m) => ({ answer: answers[m], afterMs: 20 }), platform);
    const all = Promise.all([bridge.getDeviceId(), bridge.getCustId(), bridge.loginToken()]);
    await vi.advanceTimersByTimeAsync(20);
    expect(await all).toEqual(["dev-1", "12345", "tok"]);
  });

  it("sends wire messages that match the contract, as JSON on Android and objects on iOS", async () => {
    const android = appBridge(() => ({ answer: true }), "android");
    const ios = appBridge(() => ({ answer: true }), "ios");
    for (const { bridge } of [android, ios]) {
      void bridge.getValues(["custId"]);
      void bridge.setValue("xMbrNo", "m1");
      void bridge.inboxBadge(3);
      void bridge.getGate("02", "코엑스몰");
      void bridge.alert({ title: "알림", text: "hello" });
      void bridge.openLink("https://example.com");
      void bridge.call("02-123-4567");
      void bridge.logout();
      void bridge.login();
    }
    for (const request of [...android.app.sent, ...ios.app.sent]) expect(bridgeRequestSchema.parse(request)).toEqual(request);
    expect(android.app.sent.map((r) => r.method)).toEqual(ios.app.sent.map((r) => r.method));
    expect(new Set(android.app.sent.map((r) => r.id)).size).toBe(android.app.sent.length);
  });

  it("decodes getValues: requested keys only, native empties as null", async () => {
    const value = { aToken: "a1", custId: "nil", xScmToken: "s", extra: 1 };
    const { bridge, app } = appBridge(() => ({ answer: value, afterMs: 5 }));
    const result = bridge.getValues(["aToken", "custId", "xMbrNo"]);
    await vi.advanceTimersByTimeAsync(5);
    expect(await result).toEqual({ aToken: "a1", custId: null, xMbrNo: null });
    expect(app.sent[0]?.params).toEqual({ keys: ["aToken", "custId", "xMbrNo"] });
  });

  it.each<[string, NativeScript]>([
    ["an error answer", { error: "no device" }],
    ["an object where text was expected", { answer: { uuid: "x" } }],
    ["the iOS nil string", { answer: "nil" }],
  ])("reads as null on %s", async (_, plan) => {
    const { bridge } = appBridge(() => plan);
    const result = bridge.getDeviceId();
    await vi.advanceTimersByTimeAsync(0);
    expect(await result).toBeNull();
  });

  it("resolves a command once the app acknowledges it, before the timeout", async () => {
    const { bridge } = appBridge(() => ({ answer: true, afterMs: 10 }));
    const result = track(bridge.logout());
    await vi.advanceTimersByTimeAsync(10);
    expect(result.settled).toBe(true);
  });

  it("sends a whole, non-negative inbox badge count", async () => {
    const { bridge, app } = appBridge(() => "silent");
    void bridge.inboxBadge(-2);
    void bridge.inboxBadge(4.7);
    void bridge.inboxBadge(Number.NaN);
    expect(app.sent.map((r) => r.params)).toEqual([{ count: 0 }, { count: 4 }, { count: 0 }]);
  });

  it("treats a native handler that throws as no answer, at once", async () => {
    const win = fakeWindow();
    win.MallNative = {
      postMessage: () => {
        throw new Error("bridge gone");
      },
    };
    expect(await bridgeOn(win).getCustId()).toBeNull();
  });

  it("settles calls in flight as no answer on dispose", async () => {
    const { bridge } = appBridge(() => "silent");
    const result = bridge.getCustId();
    bridge.dispose();
    expect(await result).toBeNull();
  });
});

describe("native bridge: in the app, UI calls go to native", () => {
  it("does not use the browser fallbacks", async () => {
    const win = fakeWindow();
    const h = handlers();
    const app = attachNativeApp(win, () => ({ answer: true }));
    const bridge = bridgeOn(win, h);
    void bridge.alert({ text: "x" });
    void bridge.login();
    void bridge.openLink("https://example.com");
    void bridge.call("1588-0000");
    await vi.advanceTimersByTimeAsync(0);
    expect(app.sent.map((r) => r.method)).toEqual(["alert", "login", "openLink", "call"]);
    expect(h.confirm).not.toHaveBeenCalled();
    expect(h.goToLogin).not.toHaveBeenCalled();
    expect(win.opened).toEqual([]);
    expect(win.assigned).toEqual([]);
  });
});

describe("native bridge on the real window", () => {
  it("installs window.mallBridge and talks to an Android interface", async () => {
    const sent: string[] = [];
    const win = Object.assign(window, { MallNative: { postMessage: (json: string) => void sent.push(json) } });
    const bridge = bridgeOn(win);
    const custId = bridge.getCustId();
    const { id } = JSON.parse(sent[0] ?? "{}") as { id: string };
    (window as { mallBridge?: { receive(m: unknown): void } }).mallBridge?.receive(JSON.stringify({ id, ok: true, value: "C-1" }));
    expect(await custId).toBe("C-1");
    delete (win as { MallNative?: unknown }).MallNative;
  });
});
