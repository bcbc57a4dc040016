import { matchRoutes, type RouteMatch, type RouteObject } from "react-router";
import { handleOf, type RouteHandle } from "./handle.ts";

/** The first segment of a route path when it is literal (lower-cased: paths match without case); null when dynamic or absent. */
function literalHead(path: string | undefined): string | null {
  const head = (path ?? "").replace(/^\/+/, "").split("/")[0] ?? "";
  if (head === "" || /[:*?]/.test(head)) return null;
  return head.toLowerCase();
}

function pathHead(pathname: string): string {
  const head = pathname.replace(/^\/+/, "").split("/")[0] ?? "";
  try {
    return decodeURIComponent(head).toLowerCase();
  } catch {
    return head.toLowerCase();
  }
}

/**
 * Groups the app's routes by their first path segment, so matching a location ranks only the
 * routes that could match it (one mall's set, the top set's paths with that head, and the routes
 * whose head is dynamic) instead of all of them. A route with a literal head other than the
 * location's can never match, so the result is the same as matching over every route. `wrap`
 * turns each group into the tree to match (under the shell's route), once.
 */
export function routeIndex(
  routes: readonly RouteObject[],
  wrap: (group: RouteObject[]) => RouteObject[] = (group) => group,
): (pathname: string) => RouteObject[] {
  const heads = routes.map((route) => (route.index ? null : literalHead(route.path)));
  const always = wrap(routes.filter((_, i) => heads[i] === null));
  // Routes of equal rank match in declared order: each group keeps the order of the full list.
  const groups = new Map<string, RouteObject[]>();
  for (const head of new Set(heads)) {
    if (head !== null) groups.set(head, wrap(routes.filter((_, i) => heads[i] === head || heads[i] === null)));
  }
  return (pathname) => groups.get(pathHead(pathname)) ?? always;
}

export interface LeafMatch {
  /** The handle of the deepest matching route (null when nothing matches or it has none). */
  handle: RouteHandle | null;
  /** Where the matched route redirects (with the query where the rule keeps it), or null. */
  redirect: string | null;
}

/** Matches a location and resolves the matched route's redirect, if any. */
export function matchLeaf(routes: RouteObject[], location: { pathname: string; search: string }): LeafMatch {
  return leafOf(matchRoutes(routes, location.pathname), location.search);
}

/** The handle of a location's deepest match, and its redirect (given the location's query), if any. */
export function leafOf(found: readonly RouteMatch[] | null, search: string): LeafMatch {
  const matches = found ?? [];
  const leaf = matches[matches.length - 1];
  const handle = handleOf(leaf?.route);
  const redirect = leaf && handle?.redirect ? handle.redirect(leaf.params, search) : null;
  return { handle, redirect };
}

/** The most paths whose matches are kept per tree (the pages a visit moves between). */
const MATCHES_KEPT = 32;

/**
 * matchRoutes, remembered per tree and path: react-router flattens and ranks every route of the tree
 * on each call (about 10 ms at 4x CPU over a mall's routes), so a tap that changes only the query (a
 * filter chip, a tab) matches nothing again, and a path is matched once, not once here and again in
 * useRoutes (RoutedApp renders the matches it has).
 */
export function rememberedMatches(): (tree: RouteObject[], pathname: string) => RouteMatch[] | null {
  const byTree = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
  return (tree, pathname) => {
    let kept = byTree.get(tree);
    if (!kept) byTree.set(tree, (kept = new Map()));
    const hit = kept.get(pathname);
    if (hit !== undefined) return hit;
    if (kept.size >= MATCHES_KEPT) kept.clear();
    const found = matchRoutes(tree, pathname);
    kept.set(pathname, found);
    return found;
  };
}
