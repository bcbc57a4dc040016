import type { IntlShape } from "react-intl";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { mallHref } from "../../engine/routing/screen-href.ts";

/** The way back from a system screen: the current mall's home, or the gate when there is no mall. */
export function homeLink(mall: MallManifest | null, locale: Locale, intl: IntlShape): { to: string; label: string } {
  if (!mall) return { to: "/", label: intl.formatMessage({ id: "ui.system.toGate" }) };
  return { to: mallHref(mall), label: intl.formatMessage({ id: "ui.system.toMallHome" }, { mall: mall.name[locale] }) };
}
