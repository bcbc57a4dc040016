// The native app for screen tests and the fault matrix (engine/testing is imported by tests only).
import type { NativeBridge } from "../bridge/native-bridge.ts";
import { fakeBridge } from "./fake-services.ts";

/** A user agent of the operator's app webview on Android, as the app detection reads it. */
export const APP_USER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 FieldMallApp/3.4.0";

/** The app's bridge as a test sees it: every call by name, and what the badge and link calls were given. */
export interface FakeAppBridge extends NativeBridge {
  called: string[];
  /** The counts inboxBadge was called with, in order. */
  badges: number[];
  /** The URLs openLink was called with, in order. */
  opened: string[];
}

/** The native app's bridge: it answers the device id; the other reads answer nothing, as a plain browser's. */
export function fakeAppBridge(deviceId: string): FakeAppBridge {
  const base = fakeBridge();
  const badges: number[] = [];
  const opened: string[] = [];
  return {
    ...base,
    badges,
    opened,
    getDeviceId: () => {
      base.called.push("getDeviceId");
      return Promise.resolve(deviceId);
    },
    inboxBadge: (count) => {
      base.called.push("inboxBadge");
      badges.push(count);
      return Promise.resolve();
    },
    openLink: (url) => {
      base.called.push("openLink");
      opened.push(url);
      return Promise.resolve();
    },
  };
}

/**
 * Runs `run` (a render) under the app's user agent, then puts the browser's back: the app detection
 * (engine/bridge/app-device-id.ts) reads it when a screen first asks for the device id, in the
 * screen's first effects, which a render runs before it returns.
 */
export function withAppUserAgent<T>(run: () => T, userAgent = APP_USER_AGENT): T {
  const own = Object.getOwnPropertyDescriptor(window.navigator, "userAgent");
  Object.defineProperty(window.navigator, "userAgent", { value: userAgent, configurable: true });
  try {
    return run();
  } finally {
    if (own) Object.defineProperty(window.navigator, "userAgent", own);
    else delete (window.navigator as { userAgent?: string }).userAgent;
  }
}
