import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { LOCALE_COOKIE } from "../../schemas/prerendered-pages.ts";

/** Storage key of the language the user chose. */
export const LOCALE_KEY = "locale";
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The locale a mall shows: the stored choice when the mall allows it, else the mall's default (ko off-mall). */
export function effectiveLocale(mall: MallManifest | null, stored: string | null): Locale {
  const available = mall?.locales.available ?? ["ko"];
  if (stored && (available as string[]).includes(stored)) return stored as Locale;
  return mall?.locales.default ?? "ko";
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/**
 * Writes the stored choice into the cookie at start (a choice made before the cookie existed gets
 * it too; a kept one gets its year again), so the server's next answer is in that language.
 */
export function syncLocaleCookie(): void {
  const stored = readStoredLocale();
  if (stored !== null) writeLocaleCookie(stored);
}

function writeLocaleCookie(locale: string): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the switch then lasts for this page only.
  }
  // The server answers the next first request with the HTML in this language (docs/decisions/0048).
  writeLocaleCookie(locale);
}
