// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { attachNativeApp, fakeWindow } from "./fake-native-app.fixture.ts";
import { detectApp, setBodyPlatformClass } from "./detect-app.ts";
import { APP_UA_TOKEN, hasWebviewMarkers } from "./webview-markers.ts";
import { createBridge } from "./native-bridge.ts";

const UA = {
  androidChrome: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  androidWebView: "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36",
  iosSafari: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iosChrome: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  iosWebView: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};
const appUa = `${UA.androidChrome} ${APP_UA_TOKEN}3.2.1`;

describe("hasWebviewMarkers", () => {
  it.each([
    ["Android Chrome", UA.androidChrome, false],
    ["iOS Safari", UA.iosSafari, false],
    ["iOS Chrome", UA.iosChrome, false],
    ["desktop Chrome", UA.desktop, false],
    ["Android WebView", UA.androidWebView, true],
    ["iOS WKWebView", UA.iosWebView, true],
    ["the app's own token", appUa, true],
  ])("%s → %s", (_, ua, expected) => {
    expect(hasWebviewMarkers(ua)).toBe(expected);
  });
});

function bridgeWith(deviceId: unknown) {
  const win = fakeWindow();
  attachNativeApp(win, () => (deviceId === "silent" ? "silent" : { answer: deviceId }));
  return createBridge({ window: win, handlers: { confirm: () => {}, goToLogin: () => {} } });
}

describe("detectApp", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the app with markers and a device id", async () => {
    expect(await detectApp(UA.androidWebView, bridgeWith("dev-1"))).toEqual({ isApp: true, deviceId: "dev-1" });
  });

  it.each([[""], ["nil"], ["null"], [null]])("is not the app when the device id is %j", async (id) => {
    expect(await detectApp(appUa, bridgeWith(id))).toEqual({ isApp: false, deviceId: null });
  });

  it("is not the app without markers, and does not ask the bridge", async () => {
    const getDeviceId = vi.fn(async () => "dev-1");
    expect(await detectApp(UA.androidChrome, { getDeviceId })).toEqual({ isApp: false, deviceId: null });
    expect(getDeviceId).not.toHaveBeenCalled();
  });

  it("is not the app with markers but no native transport", async () => {
    const bridge = createBridge({ window: fakeWindow(), handlers: { confirm: () => {}, goToLogin: () => {} } });
    expect(await detectApp(UA.iosWebView, bridge)).toEqual({ isApp: false, deviceId: null });
  });

  it("gives up on the device id at exactly 150 ms", async () => {
    vi.useFakeTimers();
    let result: unknown;
    void detectApp(appUa, bridgeWith("silent")).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(149);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ isApp: false, deviceId: null });
  });
});

describe("setBodyPlatformClass", () => {
  it("marks the body app or web, never both", () => {
    setBodyPlatformClass(true);
    expect([...document.body.classList]).toEqual(["app"]);
    setBodyPlatformClass(false);
    expect([...document.body.classList]).toEqual(["web"]);
  });
});
