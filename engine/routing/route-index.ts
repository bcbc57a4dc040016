import { matchRoutes, type RouteMatch, type RouteObject } from "react-router";
import { handleOf, type RouteHandle } from "./handle.ts";

/** The first segment of a route path when it is literal (lower-cased: paths match without case); null when dynamic or absent. */
function literalHead(path: string | undefined): string | null {
  const head = (path ?? "").replace(/^\/+/, "").split("/")[0] ?? "";
  if (head === "" || /[:*?]/.test(head)) return null;
  return head.toLowerCase();
}

/** A location's first segment as routes are grouped by it: decoded and lower-cased. */
export function pathHead(pathname: string): string {
  const head = pathname.replace(/^\/+/, "").split("/")[0] ?? "";
  try {
    return decodeURIComponent(head).toLowerCase();
  } catch {
    return head.toLowerCase();
  }
}

/**
 * The routes that could match a path: every route whose first segment is the path's (without case)
 * or dynamic, in declared order. Matching a path over them finds what matching over every route
 * finds. Called again for a path with the same head, it gives the same array.
 */
export type RouteTable = (pathname: string) => RouteObject[];

/** Routes as the router takes them: a list, or a table that gives the ones that could match a path. */
export type RouteSource = RouteObject[] | RouteTable;

/** A route source as a table (a list is grouped by routeIndex). */
export const tableOf = (routes: RouteSource): RouteTable => (typeof routes === "function" ? routes : routeIndex(routes));

/** A table whose every group is turned into the tree to match by `wrap`, once per group. */
export function wrapTable(table: RouteTable, wrap: (group: RouteObject[]) => RouteObject[]): RouteTable {
  const wrapped = new WeakMap<RouteObject[], RouteObject[]>();
  return (pathname) => {
    const group = table(pathname);
    let tree = wrapped.get(group);
    if (!tree) wrapped.set(group, (tree = wrap(group)));
    return tree;
  };
}

/**
 * Groups a list of routes by their first path segment, so matching a location ranks only the
 * routes that could match it (one mall's set, the top set's paths with that head, and the routes
 * whose head is dynamic) instead of all of them. A route with a literal head other than the
 * location's can never match, so the result is the same as matching over every route.
 */
export function routeIndex(routes: readonly RouteObject[]): RouteTable {
  const heads = routes.map((route) => (route.index ? null : literalHead(route.path)));
  const always = routes.filter((_, i) => heads[i] === null);
  // Routes of equal rank match in declared order: each group keeps the order of the full list.
  const groups = new Map<string, RouteObject[]>();
  for (const head of new Set(heads)) {
    if (head !== null)
      groups.set(
        head,
        routes.filter((_, i) => heads[i] === head || heads[i] === null),
      );
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
