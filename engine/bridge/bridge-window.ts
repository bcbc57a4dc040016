/** iOS WKWebView script message handler. */
export interface IosMessageHandler {
  postMessage(message: unknown): void;
}

/** Android JavascriptInterface: takes a JSON string. */
export interface AndroidBridgeObject {
  postMessage(json: string): void;
}

/** The hook native code calls with an answer (a JSON string or an already parsed object). */
export interface BridgeReceiver {
  receive(message: unknown): void;
}

/** Where native code leaves answers when the receiver is not installed yet (see README.md). */
export interface BridgeInbox {
  push(...messages: unknown[]): unknown;
}

/**
 * The part of `window` the bridge touches. The real window satisfies it; tests pass a plain
 * object, which keeps navigation (tel:, new tabs) observable without a browser.
 */
export interface BridgeWindow {
  navigator: { userAgent: string };
  location: { href: string; assign(url: string): void };
  open(url: string, target: string, features: string): unknown;
  webkit?: { messageHandlers?: { mallNative?: IosMessageHandler } } | undefined;
  MallNative?: AndroidBridgeObject | undefined;
  mallBridge?: BridgeReceiver | undefined;
  mallBridgeInbox?: BridgeInbox | undefined;
}
