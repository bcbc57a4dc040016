import { bridgeTextValueSchema, bridgeValuesSchema, type BridgeValueKey } from "../../schemas/bridge.ts";
import type { BridgeWindow } from "./bridge-window.ts";
import { dial, openInNewTab, type AlertMessage, type BrowserHandlers } from "./browser-fallbacks.ts";
import { openNativeChannel, type NativeResult } from "./native-request.ts";

/**
 * The native app as the web sees it. Reads resolve to null when there is no app, when it
 * does not answer in time (schemas/bridge.ts timeouts) or when it answers with an error or a
 * malformed value; no call rejects because of the native side.
 */
export interface NativeBridge {
  getDeviceId(): Promise<string | null>;
  getCustId(): Promise<string | null>;
  getValues<K extends BridgeValueKey>(keys: readonly K[]): Promise<Record<K, string | null>>;
  setValue(key: string, value: string): Promise<void>;
  loginToken(): Promise<string | null>;
  inboxBadge(count: number): Promise<void>;
  logout(): Promise<void>;
  openLink(url: string): Promise<void>;
  call(phone: string): Promise<void>;
  getGate(code: string, name: string): Promise<void>;
  alert(message: AlertMessage): Promise<void>;
  login(): Promise<void>;
}

export interface CreateBridgeOptions {
  window: BridgeWindow;
  handlers: BrowserHandlers;
}

/** A bridge bound to one window; dispose stops listening and settles calls in flight. */
export type WindowBridge = NativeBridge & { dispose(): void };

function text(result: NativeResult): string | null {
  if (!result.answered) return null;
  const decoded = bridgeTextValueSchema.safeParse(result.value);
  return decoded.success ? decoded.data : null;
}

function pick<K extends BridgeValueKey>(keys: readonly K[], result: NativeResult): Record<K, string | null> {
  const decoded = result.answered ? bridgeValuesSchema.safeParse(result.value) : undefined;
  const values = decoded?.success ? decoded.data : undefined;
  const out = {} as Record<K, string | null>;
  for (const key of keys) out[key] = values?.[key] ?? null;
  return out;
}

// Commands wait for the app's acknowledgement (or the timeout) but carry no value back.
async function command(run: () => Promise<NativeResult>): Promise<void> {
  await run();
}

/**
 * The bridge over the window's native transport (iOS message handler or Android interface).
 * Without one, calls fall back as the spec says: alert → the shell's confirm dialog, login →
 * the login route, open link → a new tab, call → a tel: link; the rest do nothing. Errors
 * thrown by the shell's own handlers are not swallowed.
 */
export function createBridge({ window: win, handlers }: CreateBridgeOptions): WindowBridge {
  const channel = openNativeChannel(win);

  return {
    getDeviceId: async () => text(await channel.request("getDeviceId", {})),
    getCustId: async () => text(await channel.request("getCustId", {})),
    getValues: async (keys) => pick(keys, keys.length ? await channel.request("getValues", { keys: [...keys] }) : { answered: false }),
    setValue: (key, value) => command(() => channel.request("setValue", { key, value })),
    loginToken: async () => text(await channel.request("loginToken", {})),
    // API data can hold negatives or fractions; the app's badge wants a whole count.
    inboxBadge: (count) => command(() => channel.request("inboxBadge", { count: Math.max(0, Math.trunc(count) || 0) })),
    logout: () => command(() => channel.request("logout", {})),
    getGate: (code, name) => command(() => channel.request("getGate", { code, name })),
    async openLink(url) {
      if (channel.available()) await channel.request("openLink", { url });
      else openInNewTab(win, url);
    },
    async call(phone) {
      if (channel.available()) await channel.request("call", { phone });
      else dial(win, phone);
    },
    async alert(message) {
      const params = message.title === undefined ? { text: message.text } : { title: message.title, text: message.text };
      if (channel.available()) await channel.request("alert", params);
      else await handlers.confirm(params);
    },
    async login() {
      if (channel.available()) await channel.request("login", {});
      else await handlers.goToLogin();
    },
    dispose: () => channel.dispose(),
  };
}
