import type { Services } from "../services/services.ts";
import { hasWebviewMarkers } from "./webview-markers.ts";

const deviceIds = new WeakMap<Services["bridge"], Promise<string | null>>();

/** The app's device id inside the native webview, asked of the bridge once; null in a plain browser. */
export function appDeviceId(bridge: Services["bridge"]): Promise<string | null> {
  if (typeof navigator === "undefined" || !hasWebviewMarkers(navigator.userAgent)) return Promise.resolve(null);
  let id = deviceIds.get(bridge);
  if (!id) {
    id = bridge()
      .then((b) => b.getDeviceId())
      .then((value) => (value && value.trim() !== "" ? value : null))
      .catch(() => null);
    deviceIds.set(bridge, id);
  }
  return id;
}
