import { BRANDS } from "./brands.ts";
import { CF_FLOORS, cfRouteImgUri } from "./data-centerfield.ts";
import { MALL_PROFILES } from "./mall-profiles.ts";
import { FILMS_ALL } from "./data-movies.ts";
import { renderCfRoute, renderFloor, renderLogo, renderPoster } from "../../lib/svg.ts";

/**
 * Every image file the tenants seed refers to, by URI under /images/seed/ → SVG text: one logo per
 * brand, one floor map per floor of every profiled mall, the 25 Centerfield route images and the
 * film posters.
 */
export function tenantImages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const b of BRANDS) out.set(`/images/seed/logo-${b.n}.svg`, renderLogo(b));
  for (const [mall, p] of Object.entries(MALL_PROFILES)) for (const fl of p.floors) out.set(`/images/seed/floor-${mall}-${fl}.svg`, renderFloor(mall, fl));
  for (const from of CF_FLOORS) for (const to of CF_FLOORS) out.set(cfRouteImgUri(from, to), renderCfRoute(from, to));
  for (const f of FILMS_ALL) out.set(`/images/seed/poster-${f.n}.svg`, renderPoster(f));
  return out;
}
