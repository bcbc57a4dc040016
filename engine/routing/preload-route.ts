import { matchRoutes, type RouteObject } from "react-router";
import { handleOf } from "./handle.ts";
import { isPreloadable } from "./preloadable.tsx";
import { routeIndex } from "./route-index.ts";

/** How many redirects a first load follows ahead of the router (a redirect chain is one or two). */
const MAX_REDIRECTS = 3;

/**
 * Loads the components of the routes a location shows (following its redirects) before the first
 * render, so the first page renders without suspending: a Suspense fallback shown on the first
 * render would hold the page back until 300 ms after it (engine/routing/preloadable.tsx). Settles
 * when they are in or any failed (the router then shows the failure as it would have).
 */
export async function preloadRoute(routes: RouteObject[], location: { pathname: string; search: string }): Promise<void> {
  // Matched as the app matches (engine/routing/route-index.ts): only the routes that could match.
  const treeFor = routeIndex(routes);
  let { pathname, search } = location;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const matches = matchRoutes(treeFor(pathname), pathname) ?? [];
    await Promise.all(matches.map(({ route }) => (isPreloadable(route.Component) ? route.Component.preload() : null)));
    const leaf = matches[matches.length - 1];
    const to = leaf && handleOf(leaf.route)?.redirect?.(leaf.params, search);
    if (!to) return;
    const next = new URL(to, "http://app.invalid");
    pathname = next.pathname;
    search = next.search;
  }
}
