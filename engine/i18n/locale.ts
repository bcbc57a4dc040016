import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";

/** Storage key of the language the user chose. */
export const LOCALE_KEY = "locale";

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

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the switch then lasts for this page only.
  }
}
