// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRIDGE_TIMEOUTS_MS } from "../../schemas/bridge-constants.ts";
import { createBridge, type WindowBridge } from "./native-bridge.ts";
import { listenForAnswers } from "./receiver.ts";

// The e2e native host script, run against the real bridge in jsdom so both sides of the
// wire contract are checked together before any browser test relies on them.
const hostPath = join(dirname(fileURLToPath(import.meta.url)), "../../tests/e2e/support/native-host.js");
const hostSource = readFileSync(hostPath, "utf8");

// The host's globals are named by the e2e contract (double underscore: test-only).
const CONFIG = "__nativeHostConfig";
const CALLS = "__nativeCalls";
const g = window as unknown as Record<string, unknown>;
const hostKeys = ["__nativeHost", CALLS, CONFIG, "MallNative", "webkit", "mallBridge", "mallBridgeInbox"];
const calls = () => g[CALLS] as Array<{ method: string; params: unknown }>;

function installHost(config: Record<string, unknown> = {}) {
  g[CONFIG] = config;
  new Function(hostSource)();
}

let bridge: WindowBridge | undefined;
function bridgeOnWindow() {
  bridge = createBridge({ window, handlers: { confirm: vi.fn(), goToLogin: vi.fn() } });
  return bridge;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  bridge?.dispose();
  bridge = undefined;
  for (const key of hostKeys) delete g[key];
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("e2e native host", () => {
  it.each(["android", "ios"])("answers reads with the configured values (%s)", async (platform) => {
    installHost({ platform, deviceId: "dev-e2e", custId: "C-77", loginToken: "lt", values: { aToken: "a" } });
    const b = bridgeOnWindow();
    const reads = Promise.all([b.getDeviceId(), b.getCustId(), b.loginToken(), b.getValues(["aToken", "xMbrNo"])]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await reads).toEqual(["dev-e2e", "C-77", "lt", { aToken: "a", xMbrNo: null }]);
  });

  it("records every call, so tests can assert getGate's branch code and name", async () => {
    installHost();
    const b = bridgeOnWindow();
    void b.getGate("02", "코엑스몰");
    void b.inboxBadge(3);
    expect(calls().map(({ method, params }) => ({ method, params }))).toEqual([
      { method: "getGate", params: { code: "02", name: "코엑스몰" } },
      { method: "inboxBadge", params: { count: 3 } },
    ]);
  });

  it("keeps setValue for later getValues", async () => {
    installHost();
    const b = bridgeOnWindow();
    void b.setValue("xScmToken", "s-1");
    await vi.advanceTimersByTimeAsync(10);
    const values = b.getValues(["xScmToken"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await values).toEqual({ xScmToken: "s-1" });
  });

  it("keeps what setValue wrote across a reload of the tab, as the app's own store does", async () => {
    installHost({ values: { pushAgreement: "N" } });
    const before = bridgeOnWindow();
    void before.setValue("pushAgreement", "Y");
    await vi.advanceTimersByTimeAsync(10);
    // A reload: the page's globals go, the test's init scripts install the host again with its config.
    before.dispose();
    for (const key of hostKeys) delete g[key];
    installHost({ values: { pushAgreement: "N", aToken: "a" } });
    const after = bridgeOnWindow();
    const values = after.getValues(["pushAgreement", "aToken"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await values).toEqual({ pushAgreement: "Y", aToken: "a" });
  });

  it("honours per-method delays, silent methods and failures", async () => {
    installHost({ custId: "C-1", delayMs: { default: 1, getCustId: 900 }, silent: ["loginToken"], failing: ["getValues"] });
    const b = bridgeOnWindow();
    const results = Promise.all([b.getCustId(), b.loginToken(), b.getValues(["aToken"])]);
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS_MS.custId);
    // 900 ms is inside getCustId's 1000 ms; loginToken never answers; getValues fails.
    expect(await results).toEqual(["C-1", null, { aToken: null }]);
    g[CONFIG] = { delayMs: { getDeviceId: BRIDGE_TIMEOUTS_MS.deviceId + 50 } };
    const tooSlow = b.getDeviceId();
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS_MS.deviceId + 50);
    expect(await tooSlow).toBeNull();
  });

  it("queues answers in mallBridgeInbox until the app installs its hook", async () => {
    installHost({ deviceId: "early" });
    const android = g["MallNative"] as { postMessage(json: string): void };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- the simulated JavascriptInterface
    android.postMessage(JSON.stringify({ id: "pre-1", method: "getDeviceId", params: {} }));
    await vi.advanceTimersByTimeAsync(10);
    expect(g["mallBridge"]).toBeUndefined();
    const heard = vi.fn();
    listenForAnswers(window, heard);
    expect(heard).toHaveBeenCalledWith({ id: "pre-1", ok: true, value: "early" });
  });
});
