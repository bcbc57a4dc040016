import type { BridgeRequest } from "../../schemas/bridge.ts";
import type { BridgeWindow } from "./bridge-window.ts";

// Test helpers: a window that records navigation, and a scripted native app behind it.

export interface RecordingWindow extends BridgeWindow {
  opened: Array<[url: string, target: string, features: string]>;
  assigned: string[];
}

/** A plain object standing in for `window` (href is what relative links resolve against). */
export function fakeWindow(userAgent = "Mozilla/5.0 (test)"): RecordingWindow {
  const win: RecordingWindow = {
    navigator: { userAgent },
    location: {
      href: "https://m.main-brand.example/hanam",
      assign: (url) => void win.assigned.push(url),
    },
    open: (url, target, features) => void win.opened.push([url, target, features]),
    opened: [],
    assigned: [],
  };
  return win;
}

/** What the scripted app does with one request. */
export type NativeScript = { answer: unknown; afterMs?: number } | { error: string; afterMs?: number } | { raw: unknown; afterMs?: number } | "silent";

export interface FakeNativeApp {
  /** Every request as the web side sent it (decoded from JSON on Android). */
  sent: BridgeRequest[];
  /** Delivers an arbitrary message the way native code does. */
  deliver(message: unknown): void;
}

/**
 * Attaches a scripted native app to `win`: iOS gets an object message handler, Android a
 * string interface. Answers go through `window.mallBridge.receive` after `afterMs` (setTimeout,
 * so fake timers control them).
 */
export function attachNativeApp(win: BridgeWindow, script: (request: BridgeRequest) => NativeScript, platform: "ios" | "android" = "android"): FakeNativeApp {
  const app: FakeNativeApp = {
    sent: [],
    deliver: (message) => win.mallBridge?.receive(message),
  };
  const handle = (request: BridgeRequest) => {
    app.sent.push(request);
    const plan = script(request);
    if (plan === "silent") return;
    const message =
      "raw" in plan ? plan.raw : "error" in plan ? { id: request.id, ok: false, error: plan.error } : { id: request.id, ok: true, value: plan.answer };
    const wire = platform === "android" && typeof message === "object" ? JSON.stringify(message) : message;
    setTimeout(() => app.deliver(wire), plan.afterMs ?? 0);
  };
  if (platform === "ios") win.webkit = { messageHandlers: { mallNative: { postMessage: (m) => handle(m as BridgeRequest) } } };
  else win.MallNative = { postMessage: (json) => handle(JSON.parse(json) as BridgeRequest) };
  return app;
}
