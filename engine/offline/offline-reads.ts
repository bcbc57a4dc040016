import { catalog } from "../../schemas/api/catalog.ts";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { pathPattern } from "./sw/rules.ts";

/**
 * The calls whose answers the service worker keeps for offline reading (docs/decisions/0047): a
 * mall's home (its page, banners, popup, words), its floor guide and store directory (floors with
 * their maps, stores, facilities), its parking page's live counts, and its notices and events. Public
 * reads only: a member's data (receipts, my info, coupons, the car list) is never listed, so never
 * kept. A listed call that writes or needs a session fails the build (offlineReadPatterns).
 */
export const OFFLINE_READS = [
  "content.main",
  "content.mainBanner",
  "content.mainPopup",
  "content.language",
  "content.mobileLanguage",
  "content.mapKey",
  "content.notice",
  "content.noticeEn",
  "content.noticeView",
  "events.list",
  "events.view",
  "tenants.floorMapList",
  "tenants.floorInfo",
  "tenants.tenantMap",
  "tenants.facility",
  "tenants.categoryInfo",
  "tenants.detail",
  "mycar.parkingCount",
  "logging.seoInfo",
] as const;

/** The path patterns of the listed calls, for the worker's config; a listed call that is no public read throws. */
export function offlineReadPatterns(ids: readonly string[] = OFFLINE_READS, endpoints: readonly Endpoint[] = catalog): string[] {
  return ids.map((id) => {
    const e = endpoints.find((x) => x.id === id);
    if (!e) throw new Error(`offline read ${id}: no such call in the catalogue`);
    if (e.method !== "GET" || e.writes || e.auth !== "public")
      throw new Error(`offline read ${id}: only a public read that writes nothing may be kept offline`);
    return pathPattern(e.path);
  });
}
