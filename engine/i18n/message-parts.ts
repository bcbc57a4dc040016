import type { Locale } from "../../schemas/manifest-common.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";

/** A catalogue's texts: ko (the default, complete) and en. */
export interface Catalog {
  ko: Readonly<Record<string, string>>;
  en: Readonly<Record<string, string>>;
}

/**
 * Where a catalogue's messages ship (docs/decisions/0010):
 * - "shell": in the main chunk, for the shell, route titles and what the first routes show;
 * - screens: a lazily loaded part that arrives before any of these screens renders;
 * - "everyScreen": a lazily loaded part that arrives before every screen renders except the first
 *   routes' (FIRST_ROUTE_SCREENS), for the screen kit's texts (API errors, data, forms);
 * - "devOnly": development pages only; production builds leave it out, development ships it in the shell.
 */
export type LoadWith = "shell" | "everyScreen" | "devOnly" | { screens: readonly ScreenId[] };

export type RegisteredCatalog = Catalog & { loadWith: LoadWith };

/** Ships in the main chunk (the shell and the first routes). */
export const inShell = (c: Catalog): RegisteredCatalog => ({ ...c, loadWith: "shell" });
/** Arrives with these screens only. */
/** The messages of a catalogue whose ids pass `keep`: one file's strings split among the screens that show them. */
export function pickMessages(c: Catalog, keep: (id: string) => boolean): Catalog {
  const only = (m: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(m).filter(([id]) => keep(id)));
  return { ko: only(c.ko), en: only(c.en) };
}

export const withScreens = (c: Catalog, screens: readonly ScreenId[]): RegisteredCatalog => ({ ...c, loadWith: { screens } });
/**
 * Arrives with no screen: a dialog the shell opens on a query parameter loads it by name when it
 * opens (loadMessageParts). Each such catalogue is a part of its own, named after it.
 */
export const onDemand = (c: Catalog): RegisteredCatalog => ({ ...c, loadWith: { screens: [] } });
/** Arrives with every screen but the first routes' (the screen kit). */
export const withEveryScreen = (c: Catalog): RegisteredCatalog => ({ ...c, loadWith: "everyScreen" });
/** Development pages only (the flow lab). */
export const devOnly = (c: Catalog): RegisteredCatalog => ({ ...c, loadWith: "devOnly" });

/** The name of the part that ships in the main chunk. */
export const SHELL_PART = "shell";

/** A lazily loaded group of catalogues: those loaded with the same screens share one chunk per locale. */
export interface MessagePart {
  name: string;
  catalogues: string[];
  /** The screens it arrives with; "every" = every screen but the first routes'. */
  screens: readonly ScreenId[] | "every";
}

/** The catalogues of the main chunk; dev-only ones join them outside production. */
export function shellCatalogues(catalogs: Readonly<Record<string, RegisteredCatalog>>, production: boolean): string[] {
  return Object.entries(catalogs)
    .filter(([, c]) => c.loadWith === "shell" || (c.loadWith === "devOnly" && !production))
    .map(([name]) => name);
}

/** Groups the lazily loaded catalogues into parts, in registration order. */
export function lazyParts(catalogs: Readonly<Record<string, RegisteredCatalog>>): MessagePart[] {
  const parts = new Map<string, MessagePart>();
  for (const [name, c] of Object.entries(catalogs)) {
    if (typeof c.loadWith === "string" && c.loadWith !== "everyScreen") continue;
    const screens = c.loadWith === "everyScreen" ? "every" : [...c.loadWith.screens].sort();
    const key = screens === "every" ? "every" : screens.length === 0 ? `:${name}` : screens.join(",");
    const part = parts.get(key);
    if (part) part.catalogues.push(name);
    else parts.set(key, { name: screens === "every" ? "screens" : name, catalogues: [name], screens });
  }
  return [...parts.values()].map((p) => (p.screens === "every" || p.catalogues.length === 1 ? p : { ...p, name: p.catalogues.join("-") }));
}

/** The source messages of some catalogues in a locale; en falls back to ko for any id it lacks. */
export function messagesOf(catalogs: Readonly<Record<string, Catalog>>, names: readonly string[], locale: Locale): Record<string, string> {
  const used = names.map((n) => catalogs[n]).filter((c): c is Catalog => c !== undefined);
  const ko = Object.assign({}, ...used.map((c) => c.ko)) as Record<string, string>;
  if (locale === "ko") return ko;
  return { ...ko, ...(Object.assign({}, ...used.map((c) => c.en)) as Record<string, string>) };
}
