import type { Locale } from "../../schemas/manifest-common.ts";

/** A catalogue's texts: ko (the default, complete) and en. */
export interface Catalog {
  ko: Readonly<Record<string, string>>;
  en: Readonly<Record<string, string>>;
}

/**
 * Where a kit catalogue's messages ship (docs/decisions/0020; a screen's words are in its own
 * `*.messages.ts` files, not here):
 * - "shell": in the main chunk, for the shell, route titles and what the first routes show;
 * - "everyScreen": the lazily loaded kit part that arrives before every screen renders except the
 *   first routes' (FIRST_ROUTE_SCREENS), for the screen kit's texts (API errors, data, forms);
 * - "devOnly": development pages only; production builds leave it out, development ships it in the shell.
 */
export type LoadWith = "shell" | "everyScreen" | "devOnly";

export type RegisteredCatalog = Catalog & { loadWith: LoadWith };

/** Ships in the main chunk (the shell and the first routes). */
export const inShell = (c: Catalog): RegisteredCatalog => ({ ...c, loadWith: "shell" });
/** Arrives with every screen but the first routes' (the screen kit). */
export const withEveryScreen = (c: Catalog): RegisteredCatalog => ({ ...c, loadWith: "everyScreen" });
/** Development pages only (the flow lab). */
export const devOnly = (c: Catalog): RegisteredCatalog => ({ ...c, loadWith: "devOnly" });

/** The name of the part that ships in the main chunk. */
export const SHELL_PART = "shell";

/** The lazily loaded kit part: its catalogues, for every screen but the first routes'. */
export interface MessagePart {
  name: string;
  catalogues: string[];
  screens: "every";
}

/** The catalogues of the main chunk; dev-only ones join them outside production. */
export function shellCatalogues(catalogs: Readonly<Record<string, RegisteredCatalog>>, production: boolean): string[] {
  return Object.entries(catalogs)
    .filter(([, c]) => c.loadWith === "shell" || (c.loadWith === "devOnly" && !production))
    .map(([name]) => name);
}

/** The lazily loaded parts: the kit's one (none if no catalogue loads with every screen). */
export function lazyParts(catalogs: Readonly<Record<string, RegisteredCatalog>>): MessagePart[] {
  const catalogues = Object.entries(catalogs)
    .filter(([, c]) => c.loadWith === "everyScreen")
    .map(([name]) => name);
  return catalogues.length > 0 ? [{ name: "screens", catalogues, screens: "every" }] : [];
}

/** The source messages of some catalogues in a locale; en falls back to ko for any id it lacks. */
export function messagesOf(catalogs: Readonly<Record<string, Catalog>>, names: readonly string[], locale: Locale): Record<string, string> {
  const used = names.map((n) => catalogs[n]).filter((c): c is Catalog => c !== undefined);
  const ko = Object.assign({}, ...used.map((c) => c.ko)) as Record<string, string>;
  if (locale === "ko") return ko;
  return { ...ko, ...(Object.assign({}, ...used.map((c) => c.en)) as Record<string, string>) };
}
