import { hasWebviewMarkers } from "../bridge/webview-markers.ts";
import type { NativeBridge } from "../bridge/native-bridge.ts";

/**
 * "Does the page run in the native app?", asked once: a plain browser answers at once without
 * loading the bridge; a webview also needs a device id from the app (engine/bridge/detect-app.ts).
 */
export function createAppCheck(
  bridge: () => Promise<NativeBridge>,
  userAgent: () => string = () => (typeof navigator === "undefined" ? "" : navigator.userAgent),
): () => Promise<boolean> {
  let answer: Promise<boolean> | null = null;
  return () => {
    answer ??= (async () => {
      const ua = userAgent();
      if (!hasWebviewMarkers(ua)) return false;
      const [{ detectApp }, b] = await Promise.all([import("../bridge/detect-app.ts"), bridge()]);
      return (await detectApp(ua, b)).isApp;
    })().catch(() => false);
    return answer;
  };
}
