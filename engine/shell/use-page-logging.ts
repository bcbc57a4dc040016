import { useEffect } from "react";
import type { Location } from "react-router";
import type { MallManifest } from "../../schemas/manifest.ts";
import { logPageView } from "../api/logging.ts";
import { appDeviceId } from "../bridge/app-device-id.ts";
import { useServices } from "../services/services.ts";

/** The API accepts up to 2000 characters per URL field. */
const cap = (s: string) => s.slice(0, 2000);

/**
 * Records a page view on every navigation (pvlog.do), with the mall when the API knows it (malls
 * with a code). On the entry gate the view is held until the next navigation, so the first route
 * loads no logging code; no page view loads the API client or zod (engine/api/logging.ts).
 */
export function usePageLogging(mall: MallManifest | null, location: Location): void {
  const { bridge } = useServices();
  const mallPath = mall?.code ? mall.path : null;
  const { key, pathname } = location;
  useEffect(() => {
    const referrer = cap(document.referrer);
    logPageView({ mall: mallPath, url: cap(pathname), ...(referrer ? { referrer } : {}) }, { defer: pathname === "/", deviceId: () => appDeviceId(bridge) });
  }, [key, pathname, mallPath, bridge]);
}
