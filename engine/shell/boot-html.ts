import type { Locale } from "../../schemas/manifest-common.ts";
import { BOOT_HTML_ATTR } from "../../schemas/prerendered-pages.ts";

/**
 * What the page's HTML already shows before the app runs (docs/decisions/0048), named on the root
 * element by the build's prerenderer (engine/prerender):
 * - `page`: the page itself, rendered at build from the manifests; the app hydrates it.
 * - `shell`: the mall's header and a skeleton; the app renders the page in its place.
 * Absent (the plain index.html: a route the build did not render, or the offline fallback), the
 * app shows its splash while the first page loads, as before.
 */
export type BootHtml = "page" | "shell";

/** The root element's attributes the prerenderer writes and the app reads at start (the server turns a shell into a page with the first). */
export { BOOT_HTML_ATTR };
export const BOOT_LOCALE_ATTR = "data-boot-locale";
/** Set on the root element at the app's first commit: the HTML's controls take taps from then on (engine/ui/base.css). */
export const APP_LIVE_ATTR = "data-app-live";
/** Marks head nodes (a mall's stylesheets) the HTML carries until the app's own mall scope takes them over. */
export const BOOT_ASSET_ATTR = "data-boot-asset";

/** What the HTML shows, read from the document (null in a plain index.html). */
export function bootHtml(doc: Document): { kind: BootHtml; locale: Locale } | null {
  const root = doc.documentElement;
  const kind = root.getAttribute(BOOT_HTML_ATTR);
  return kind === "page" || kind === "shell" ? { kind, locale: root.getAttribute(BOOT_LOCALE_ATTR) === "en" ? "en" : "ko" } : null;
}

/**
 * Whether the first frame is already on screen without the splash: at build (no document) and
 * when the HTML shows the page or the shell. The shell's splash starts hidden then, on the
 * server and in the hydrating render alike, so the two agree.
 */
export function paintedByHtml(): boolean {
  return typeof document === "undefined" || bootHtml(document) !== null;
}
