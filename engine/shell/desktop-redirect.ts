import type { MallManifest } from "../../schemas/manifest.ts";
import { hasWebviewMarkers } from "../bridge/webview-markers.ts";

// Centerfield's desktop visitors go to its desktop shops site (spec part-1 §6): decided at boot,
// before the app renders, from the manifest (shopsSite.redirectDesktop), never inside the app.

/** The query that keeps a desktop browser on the mobile pages (developers, support staff); remembered for the tab. */
export const STAY_MOBILE_PARAM = "mobile";
const STAY_KEY = "desktopRedirect.off";

export interface DesktopVisit {
  pathname: string;
  search: string;
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad reports a desktop Mac user agent, but a touch screen. */
  maxTouchPoints: number;
  origin: string;
  /** The tab chose to stay (?mobile=1 earlier). */
  stayed: boolean;
}

/** A desktop browser: no phone or tablet sign in the user agent, and no touch screen. */
export function isDesktopBrowser(userAgent: string, maxTouchPoints: number): boolean {
  return !/Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle/i.test(userAgent) && maxTouchPoints <= 1;
}

/** The shops site of the mall at this path when it sends desktop browsers there, else null. */
function redirectingSite(pathname: string, mallByPath: (path: string) => MallManifest | undefined) {
  const site = mallByPath(pathname.split("/")[1] ?? "")?.shopsSite;
  return site?.redirectDesktop ? site : null;
}

/** Where this visit is sent instead (the mall's desktop site), or null to stay. */
export function desktopRedirectTarget(visit: DesktopVisit, mallByPath: (path: string) => MallManifest | undefined): string | null {
  const site = redirectingSite(visit.pathname, mallByPath);
  if (!site || visit.stayed || new URLSearchParams(visit.search).get(STAY_MOBILE_PARAM) === "1") return null;
  if (hasWebviewMarkers(visit.userAgent) || !isDesktopBrowser(visit.userAgent, visit.maxTouchPoints)) return null;
  try {
    // A desktop site on this very origin would send the visitor round in a loop.
    return new URL(site.desktop).origin === visit.origin ? null : site.desktop;
  } catch {
    return null;
  }
}

/** At boot: sends a desktop browser on a mall with redirectDesktop to its desktop site; true when it did. */
export function redirectDesktopVisit(mallByPath: (path: string) => MallManifest | undefined): boolean {
  const stayAsked = new URLSearchParams(window.location.search).get(STAY_MOBILE_PARAM) === "1";
  // Storage is opened only where it is needed: its first use in a page costs the first task about
  // 5 ms (20 at 4× CPU), which a mall that never sends desktops away should not pay.
  if (!stayAsked && !redirectingSite(window.location.pathname, mallByPath)) return false;
  let stayed = false;
  try {
    if (stayAsked) sessionStorage.setItem(STAY_KEY, "1");
    stayed = sessionStorage.getItem(STAY_KEY) === "1";
  } catch {
    // No storage: only the query keeps the tab here.
  }
  const target = desktopRedirectTarget(
    {
      pathname: window.location.pathname,
      search: window.location.search,
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      origin: window.location.origin,
      stayed,
    },
    mallByPath,
  );
  if (target === null) return false;
  window.location.replace(target);
  return true;
}
