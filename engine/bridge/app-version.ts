import { APP_UA_TOKEN } from "./webview-markers.ts";

/** The platforms the app's update check knows (app.update's os_type). */
export type AppPlatform = "android" | "ios";

// FieldMallApp/3.4.0: up to four numeric parts, as app.update accepts them.
const VERSION = new RegExp(`\\b${APP_UA_TOKEN.replace("/", "\\/")}(\\d{1,3}(?:\\.\\d{1,4}){0,3})(?![\\d.]*\\d)`);

/** The installed app's version from its user-agent token (`… FieldMallApp/3.4.0`), or null without one. */
export function appVersionFrom(userAgent: string): string | null {
  return VERSION.exec(userAgent)?.[1] ?? null;
}

/** The app's platform from the user agent: Android, or an iPhone, iPad or iPod; null for anything else. */
export function appPlatformFrom(userAgent: string): AppPlatform | null {
  if (/\bAndroid\b/.test(userAgent)) return "android";
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return "ios";
  return null;
}
