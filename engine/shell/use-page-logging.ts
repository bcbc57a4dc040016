import { useEffect } from "react";
import type { Location } from "react-router";
import type { MallManifest } from "../../schemas/manifest.ts";
import { logPageView } from "../api/logging.ts";

/** The API accepts up to 2000 characters per URL field. */
const cap = (s: string) => s.slice(0, 2000);

/**
 * Records a page view on every navigation (pvlog.do), with the mall when the API knows it (malls
 * with a code). On the entry gate the view is held until the next navigation, so the first route
 * never loads the API client.
 */
export function usePageLogging(mall: MallManifest | null, location: Location): void {
  const mallPath = mall?.code ? mall.path : null;
  const { key, pathname } = location;
  useEffect(() => {
    const referrer = cap(document.referrer);
    logPageView({ mall: mallPath, url: cap(pathname), ...(referrer ? { referrer } : {}) }, { defer: pathname === "/" });
  }, [key, pathname, mallPath]);
}
