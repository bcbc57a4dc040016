import type { Brands } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";

/** The mall's own title: the brand word replaced by the mall name, or the mall's fixed title. */
export function mallTitle(brands: Brands, mall: MallManifest | null, locale: Locale): string {
  const base = brands.baseTitle[locale];
  if (!mall) return base;
  if (mall.title.rule === "fixed") return mall.title.text[locale];
  return base.split(brands.brandWord).join(mall.name[locale]);
}

/** The document title of a page: "route title | mall title", or the mall title alone. */
export function pageTitle(brands: Brands, mall: MallManifest | null, locale: Locale, routeTitle: string | null): string {
  const site = mallTitle(brands, mall, locale);
  if (mall?.title.rule === "fixed" || !routeTitle) return site;
  return `${routeTitle} | ${site}`;
}
