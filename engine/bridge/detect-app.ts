import { isEmptyValue } from "../../schemas/bridge-constants.ts";
import type { NativeBridge } from "./native-bridge.ts";
import { hasWebviewMarkers } from "./webview-markers.ts";

export interface AppDetection {
  isApp: boolean;
  deviceId: string | null;
}

/**
 * The spec's app check: webview markers AND a non-empty device id from the bridge within
 * 150 ms (the bridge's getDeviceId timeout). Plain browsers never wait for the bridge.
 */
export async function detectApp(userAgent: string, bridge: Pick<NativeBridge, "getDeviceId">): Promise<AppDetection> {
  if (!hasWebviewMarkers(userAgent)) return { isApp: false, deviceId: null };
  const deviceId = await bridge.getDeviceId();
  return isEmptyValue(deviceId) ? { isApp: false, deviceId: null } : { isApp: true, deviceId };
}

/** Marks the page as running in the app or on the web (body class app or web) for the styles. */
export function setBodyPlatformClass(isApp: boolean, doc: Pick<Document, "body"> = document): void {
  doc.body.classList.toggle("app", isApp);
  doc.body.classList.toggle("web", !isApp);
}
