import { matchRoutes, type RouteMatch } from "react-router";
import { handleOf, type RouteHandle } from "./handle.ts";
import { isPreloadable } from "./preloadable.tsx";
import { tableOf, type RouteSource } from "./route-index.ts";

/** How many redirects a first load follows ahead of the router (a redirect chain is one or two). */
const MAX_REDIRECTS = 3;

/** One location of a first load's redirect chain: the routes it matches and the handle of its leaf. */
export interface RouteHop {
  pathname: string;
  search: string;
  matches: RouteMatch[];
  handle: RouteHandle | null;
}

/**
 * The locations a location shows, following its redirects as the router would (at most three):
 * the last one is the page. Matched as the app matches (engine/routing/route-index.ts).
 */
export function routeChain(routes: RouteSource, location: { pathname: string; search: string }): RouteHop[] {
  const treeFor = tableOf(routes);
  const hops: RouteHop[] = [];
  let { pathname, search } = location;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const matches = matchRoutes(treeFor(pathname), pathname) ?? [];
    const leaf = matches[matches.length - 1];
    const handle = leaf ? handleOf(leaf.route) : null;
    hops.push({ pathname, search, matches, handle });
    const to = leaf && handle?.redirect?.(leaf.params, search);
    if (!to) break;
    const next = new URL(to, "http://app.invalid");
    pathname = next.pathname;
    search = next.search;
  }
  return hops;
}

/**
 * Loads the components of the routes a location shows (following its redirects) before the first
 * render, so the first page renders without suspending: a Suspense fallback shown on the first
 * render would hold the page back until 300 ms after it (engine/routing/preloadable.tsx). Settles
 * when they are in or any failed (the router then shows the failure as it would have).
 */
export async function preloadRoute(routes: RouteSource, location: { pathname: string; search: string }): Promise<void> {
  const hops = routeChain(routes, location);
  await Promise.all(hops.flatMap((hop) => hop.matches.map(({ route }) => (isPreloadable(route.Component) ? route.Component.preload() : null))));
}
