// Kept free of imports: the shell checks markers on the first route, where zod must not load.

/** The token the mall app appends to its webview user agent (`… FieldMallApp/3.2.1`). */
export const APP_UA_TOKEN = "FieldMallApp/";

/**
 * User-agent signs of running inside a webview. They only make the device-id check worth
 * asking: other apps' in-app browsers match the platform markers too, and fail that check.
 */
export const WEBVIEW_UA_MARKERS: readonly RegExp[] = [
  /\bFieldMallApp\//,
  // Android System WebView adds "; wv" to the platform part: "(Linux; Android 14; Pixel 7; wv)".
  /; wv\)/,
  // iOS WKWebView reports WebKit on an iPhone/iPad without Safari's "Safari/" product token.
  /\((?:iPhone|iPad|iPod)\b.*\bAppleWebKit\/(?!.*\bSafari\/)/,
];

/** Synchronous first look: could this be the app's webview? (Plain browsers answer false.) */
export function hasWebviewMarkers(userAgent: string): boolean {
  return WEBVIEW_UA_MARKERS.some((marker) => marker.test(userAgent));
}
