import type { Locale } from "../../schemas/manifest-common.ts";

/** A catalogue's texts: ko (the default, complete) and en. */
export interface Catalog {
  ko: Readonly<Record<string, string>>;
  en: Readonly<Record<string, string>>;
}

/** The source messages of some catalogues in a locale; en falls back to ko for any id it lacks. */
export function messagesOf(catalogs: Readonly<Record<string, Catalog>>, names: readonly string[], locale: Locale): Record<string, string> {
  const used = names.map((n) => catalogs[n]).filter((c): c is Catalog => c !== undefined);
  const ko = Object.assign({}, ...used.map((c) => c.ko)) as Record<string, string>;
  if (locale === "ko") return ko;
  return { ...ko, ...(Object.assign({}, ...used.map((c) => c.en)) as Record<string, string>) };
}
