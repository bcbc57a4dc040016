import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import type { KitWords } from "../../engine/i18n/use-kit-words.ts";
import { mallHref } from "../../engine/routing/screen-href.ts";

/** The way back from a system screen: the current mall's home, or the gate when there is no mall. */
export function homeLink(mall: MallManifest | null, locale: Locale, kit: KitWords): { to: string; label: string } {
  if (!mall) return { to: "/", label: kit("ui.system.toGate") };
  return { to: mallHref(mall), label: kit("ui.system.toMallHome", { mall: mall.name[locale] }) };
}
