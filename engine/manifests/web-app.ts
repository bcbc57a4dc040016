import type { Brands, BrandGroup } from "../../schemas/brands.ts";
import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { MallManifest } from "../../schemas/manifest.ts";

// The web app manifests (installing the app from the browser, decision 0046): one per mall, named
// after the mall, starting at it, in its brand group's colours and icon, and one for the gate. The
// build writes them from the mall manifests (engine/manifests/vite-plugin.ts), so a mall added by
// its manifest file is installable with no code change; the shell points the page's
// <link rel="manifest"> at the current mall's.

/** Where the build writes the web app manifests and icons (under the site's root). */
export const WEB_APP_DIR = "webapp";

/** The gate's manifest (no mall: the gate, the landing pages, the special paths). */
const GATE = "gate";

/** The icon sizes the manifests list: 192 and 512 px, what Android's install needs. */
export const APP_ICON_SIZES = [192, 512] as const;

/** Whether a mall is installed as an app of its own (a mall's pages), or through the gate's. */
export const hasOwnWebApp = (mall: MallManifest): boolean => mall.kind === "mall";

/** The path of the web app manifest for a mall's pages (the gate's for none, or a mall without its own). */
export function webAppManifestHref(mall: MallManifest | null): string {
  return `/${WEB_APP_DIR}/${mall && hasOwnWebApp(mall) ? mall.path : GATE}.webmanifest`;
}

/** The path of a brand group's icon: `any` (a rounded tile) or `maskable` (full bleed, the mark in the safe zone). */
export function appIconHref(group: string, size: number, purpose: "any" | "maskable"): string {
  return `/${WEB_APP_DIR}/icon-${group}-${purpose}-${size}.png`;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  orientation: "portrait";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" }[];
}

/** A brand group's icons: each size, `any` and `maskable`. */
function iconSpecs(group: BrandGroup): { size: number; purpose: "any" | "maskable"; href: string }[] {
  return APP_ICON_SIZES.flatMap((size) => (["any", "maskable"] as const).map((purpose) => ({ size, purpose, href: appIconHref(group.id, size, purpose) })));
}

function icons(group: BrandGroup): WebAppManifest["icons"] {
  return iconSpecs(group).map(({ size, purpose, href }) => ({ src: href, sizes: `${size}x${size}`, type: "image/png" as const, purpose }));
}

function defaultGroup(brands: Brands, bundle: ManifestBundle): BrandGroup {
  const mall = Object.values(bundle.malls).find((m) => m.path === brands.defaultMall);
  const group = brands.groups.find((g) => g.id === mall?.brand) ?? brands.groups[0];
  if (!group) throw new Error("brands.json declares no brand group");
  return group;
}

/**
 * The web app manifest of a mall (its own name, start URL and brand group) or, for null, the gate's
 * (the brand word, starting at the gate, which sends a returning visitor on to the mall visited last).
 */
export function webAppManifest(bundle: ManifestBundle, mall: MallManifest | null): WebAppManifest {
  const { brands } = bundle;
  const own = mall && hasOwnWebApp(mall) ? mall : null;
  const group = own ? brands.groups.find((g) => g.id === own.brand) : defaultGroup(brands, bundle);
  if (!group) throw new Error(`brand group ${own?.brand} missing (the manifest check should have caught this)`);
  const lang = own?.locales.default ?? "ko";
  const name = own ? (own.name[lang] ?? own.name.ko) : brands.baseTitle.ko;
  const start = own ? `/${own.path}` : "/";
  return {
    id: start,
    name,
    short_name: name,
    lang,
    dir: "ltr",
    start_url: start,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: group.theme.primary,
    background_color: group.theme.surface,
    icons: icons(group),
  };
}

/** Every file of the web apps, by path under the site's root: the gate's manifest, each mall's, and each brand group's icons. */
export function webAppFiles(bundle: ManifestBundle): {
  manifests: Map<string, WebAppManifest>;
  icons: Map<string, { group: BrandGroup; size: number; purpose: "any" | "maskable" }>;
} {
  const manifests = new Map<string, WebAppManifest>([[webAppManifestHref(null).slice(1), webAppManifest(bundle, null)]]);
  for (const mall of Object.values(bundle.malls)) if (hasOwnWebApp(mall)) manifests.set(webAppManifestHref(mall).slice(1), webAppManifest(bundle, mall));
  const icons = new Map<string, { group: BrandGroup; size: number; purpose: "any" | "maskable" }>();
  for (const group of bundle.brands.groups) for (const { size, purpose, href } of iconSpecs(group)) icons.set(href.slice(1), { group, size, purpose });
  return { manifests, icons };
}
