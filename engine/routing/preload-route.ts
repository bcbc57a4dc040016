import { matchRoutes, type RouteObject } from "react-router";
import { handleOf } from "./handle.ts";
import { routeIndex } from "./route-index.ts";

const preloadOf = (route: RouteObject): (() => Promise<unknown>) | null => {
  const c = route.Component as { preload?: unknown } | null | undefined;
  return typeof c?.preload === "function" ? (c.preload as () => Promise<unknown>) : null;
};

/**
 * Starts loading what a location shows (its screen's module, the layers it imports, its words)
 * before React renders it: the first page's requests go out while the main chunk is still starting
 * up, not from inside React's first render. A location that redirects or matches nothing starts
 * nothing (the render loads what it needs, as always). Returns how many loads it started.
 */
export function preloadRoute(routes: readonly RouteObject[], location: { pathname: string; search: string }): number {
  const matches = matchRoutes(routeIndex(routes)(location.pathname), location.pathname) ?? [];
  const leaf = matches.at(-1);
  if (!leaf || handleOf(leaf.route)?.redirect?.(leaf.params, location.search)) return 0;
  let started = 0;
  for (const m of matches) {
    const preload = preloadOf(m.route);
    if (!preload) continue;
    // A failure shows when the route renders (which loads it again), not here.
    preload().catch(() => {});
    started += 1;
  }
  return started;
}
