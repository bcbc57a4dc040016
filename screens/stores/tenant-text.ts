import type { Locale } from "../../schemas/manifest-common.ts";

// How the store screens read a tenant's fields: the name in the locale, the opening hours (an
// empty value is "hours unknown", never "closed"), the phone numbers.

interface Named {
  tnt_nm_ko: string;
  tnt_nm_en: string;
}

/** The store's name in the locale: English where the data has one, Korean otherwise. */
export function tenantName(t: Named, locale: Locale): string {
  const en = t.tnt_nm_en.trim();
  return locale === "en" && en !== "" ? en : t.tnt_nm_ko;
}

/** Opening hours as the data writes them (10:00~22:00): the range for display, or null when unknown. */
export function openingHours(text: string | null | undefined): { from: string; to: string } | null {
  const m = /^\s*(\d{1,2}:\d{2})\s*[~\-–]\s*(\d{1,2}:\d{2})\s*$/.exec(text ?? "");
  return m ? { from: m[1]!, to: m[2]! } : null;
}

/** The phone numbers of tnt_tels (comma-separated), trimmed, empty ones dropped. */
export function phoneNumbers(tels: string | null | undefined): string[] {
  return (tels ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /\d{3,}/.test(s.replace(/\D/g, "")));
}
