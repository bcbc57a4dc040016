import { loggingEndpoints } from "../../schemas/api/logging.ts";
import { hasWebviewMarkers } from "../bridge/webview-markers.ts";
import { nativeBridge } from "../shell/native.ts";
import { apiClient } from "./app-client.ts";
import type { ApiClient } from "./client.ts";

/** A page view as the shell sees it. */
export interface PageView {
  /** The current mall's path, or null off any mall (the gate). */
  mall: string | null;
  /** The path viewed. */
  url: string;
  referrer?: string;
}

export interface Hit {
  mall: string | null;
}

let deviceId: Promise<string | null> | null = null;

/** The app's device id inside the native webview, asked of the bridge once; null in a plain browser. */
function appDeviceId(): Promise<string | null> {
  if (typeof navigator === "undefined" || !hasWebviewMarkers(navigator.userAgent)) return Promise.resolve(null);
  deviceId ??= nativeBridge()
    .then((b) => b.getDeviceId())
    .catch(() => null);
  return deviceId;
}

const mallField = (mall: string | null) => (mall ? { mall } : {});

/** Records a page view (logging.pvlog). Background: it never shows the loading veil. */
export async function sendPageView(view: PageView, client: ApiClient = apiClient): Promise<void> {
  const device = await appDeviceId();
  const input = { ...mallField(view.mall), url: view.url, ...(view.referrer ? { referrer: view.referrer } : {}), ...(device ? { deviceId: device } : {}) };
  await client.call(loggingEndpoints.pvlog, { params: {}, input }, { background: true });
}

/** Records a banner tap (logging.bnhits; taps within 1 s count once). */
export async function sendBannerHit(hit: Hit & { bnSeq: number }, client: ApiClient = apiClient): Promise<void> {
  await client.call(loggingEndpoints.bnhits, { params: {}, input: { ...mallField(hit.mall), bnSeq: hit.bnSeq } }, { background: true });
}

/** Records a top banner or popup tap (logging.pophits; taps within 1 s count once). */
export async function sendPopupHit(hit: Hit & { popSeq: number }, client: ApiClient = apiClient): Promise<void> {
  await client.call(loggingEndpoints.pophits, { params: {}, input: { ...mallField(hit.mall), popSeq: hit.popSeq } }, { background: true });
}
