import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { RouteSet } from "../../schemas/route-set.ts";
import { bundle } from "../manifests/bundle.ts";

const FROM = "event/main/:eventId";
const TO = "news/:eventId";

/**
 * The standard set's event page moved from event/main/:eventId to news/:eventId: the route sets
 * alone (what an operator edits first), with no screen changed.
 */
export function routeSetsWithMovedEventPage(): Record<string, RouteSet> {
  const set = structuredClone(bundle.routeSets.standard) as RouteSet;
  const main = set.routes.find((r) => r.path === "event/main");
  const page = main?.children?.find((c) => c.screen === "eventDetail");
  if (!main?.children || !page) throw new Error("the standard set no longer mounts eventDetail under event/main");
  main.children = main.children.filter((c) => c !== page);
  set.routes.push({ ...page, path: TO });
  set.redirects = set.redirects?.map((r) => (r.from === FROM ? { ...r, from: TO } : r));
  return { ...bundle.routeSets, standard: set };
}

/** The whole edit: the moved route sets and the mall redirects that pointed at the old path. */
export function bundleWithMovedEventPage(): ManifestBundle {
  const malls = Object.fromEntries(
    Object.entries(bundle.malls).map(([k, m]) => [
      k,
      m.redirects ? { ...m, redirects: m.redirects.map((r) => ({ ...r, from: r.from === FROM ? TO : r.from, to: r.to === FROM ? TO : r.to })) } : m,
    ]),
  );
  return { ...bundle, routeSets: routeSetsWithMovedEventPage(), malls };
}
