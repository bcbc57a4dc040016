import type { BrandGroup } from "../../schemas/brands.ts";

type BrandTheme = BrandGroup["theme"];

/** The CSS custom properties carrying a brand group's theme; tokens.css holds the defaults. */
export const BRAND_PROPERTIES = ["--brand-primary", "--brand-on-primary", "--brand-accent", "--brand-surface"] as const;

/** A brand theme as CSS custom properties, for a `style` prop or the root element. */
export function brandThemeStyle(theme: BrandTheme): Record<(typeof BRAND_PROPERTIES)[number], string> {
  return {
    "--brand-primary": theme.primary,
    "--brand-on-primary": theme.onPrimary,
    "--brand-accent": theme.accent,
    "--brand-surface": theme.surface,
  };
}

/**
 * Sets (or with null, removes so the tokens.css defaults apply again) the brand properties on an
 * element, usually document.documentElement, so portals rendered outside the app tree get them too.
 */
export function applyBrandTheme(element: HTMLElement, theme: BrandTheme | null): void {
  if (theme === null) {
    for (const name of BRAND_PROPERTIES) element.style.removeProperty(name);
    return;
  }
  for (const [name, value] of Object.entries(brandThemeStyle(theme))) element.style.setProperty(name, value);
}
