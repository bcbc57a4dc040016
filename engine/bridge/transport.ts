import type { BridgeRequest } from "../../schemas/bridge.ts";
import type { BridgeWindow } from "./bridge-window.ts";

export type SendToNative = (request: BridgeRequest) => void;

/**
 * The native app's message channel, or null in a plain browser. Looked up per call because
 * some app builds attach their handler after the page's first script has run.
 */
export function findTransport(win: BridgeWindow): SendToNative | null {
  const ios = win.webkit?.messageHandlers?.mallNative;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a WKScriptMessageHandler, not window.postMessage
  if (ios) return (request) => ios.postMessage(request);
  const android = win.MallNative;
  // Android's JavascriptInterface only passes strings across.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a JavascriptInterface, not window.postMessage
  if (android) return (request) => android.postMessage(JSON.stringify(request));
  return null;
}
