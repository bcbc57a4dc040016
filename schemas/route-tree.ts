import type { RouteNode } from "./route-set.ts";

/** A route of a route set with its full path relative to the set's base. */
export interface FlatRoute {
  fullPath: string;
  node: RouteNode;
  /** JSON pointer of the node inside its route-set file. */
  pointer: string;
  /** Full path of the nearest declared ancestor, or null at the top. */
  parentPath: string | null;
}

/** Joins a parent and a child path the way the route compiler does. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  if (parent === "" || parent === "/") return parent === "/" ? `/${child}` : child;
  return child === "" ? parent : `${parent}/${child}`;
}

/** Flattens a route tree depth first; children follow their parent. */
export function flattenRoutes(routes: readonly RouteNode[], base = "", pointer = "/routes", parentPath: string | null = null): FlatRoute[] {
  const out: FlatRoute[] = [];
  routes.forEach((node, i) => {
    const fullPath = joinPath(base, node.path);
    const here = `${pointer}/${i}`;
    out.push({ fullPath, node, pointer: here, parentPath });
    if (node.children) out.push(...flattenRoutes(node.children, fullPath, `${here}/children`, fullPath));
  });
  return out;
}

/** Names of the :params in a path pattern. */
export function paramNames(pattern: string): string[] {
  return pattern
    .split("/")
    .filter((s) => s.startsWith(":"))
    .map((s) => s.slice(1));
}

/** True when a concrete or patterned path matches a declared pattern (params match any one segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split("/").filter(Boolean);
  const b = path.split("/").filter(Boolean);
  if (a.includes("*")) {
    const star = a.indexOf("*");
    if (b.length < star) return false;
    return a.slice(0, star).every((seg, i) => segMatches(seg, b[i] ?? ""));
  }
  if (a.length !== b.length) return false;
  return a.every((seg, i) => segMatches(seg, b[i] ?? ""));
}

function segMatches(patternSeg: string, seg: string): boolean {
  if (patternSeg.startsWith(":")) return seg.length > 0;
  return patternSeg.toLowerCase() === seg.toLowerCase();
}

/** Extracts param values of a pattern from a concrete path (null when it does not match). */
export function extractParams(pattern: string, path: string): Record<string, string> | null {
  if (!matchesPattern(pattern, path)) return null;
  const a = pattern.split("/").filter(Boolean);
  const b = path.split("/").filter(Boolean);
  const out: Record<string, string> = {};
  a.forEach((seg, i) => {
    if (seg.startsWith(":")) out[seg.slice(1)] = decodeURIComponent(b[i] ?? "");
  });
  return out;
}

/** Replaces :params in a target with values; unknown params stay as they are. */
export function fillParams(target: string, params: Record<string, string | undefined>): string {
  return target
    .split("/")
    .map((seg) => {
      if (!seg.startsWith(":")) return seg;
      const v = params[seg.slice(1)];
      return v === undefined ? seg : encodeURIComponent(v);
    })
    .join("/");
}

/**
 * The routes a mall mounts, flattened: without the nodes (and their children) switched off by the
 * mall's features (null: a top set, no features) or, outside development, by the devOnly flag.
 * The route compiler and links by screen id both read this, so a link never points at a route
 * the router does not mount.
 */
export function enabledRoutes(routes: readonly RouteNode[], features: readonly string[] | null, dev: boolean): FlatRoute[] {
  const on = (n: RouteNode) => !(n.flags?.devOnly && !dev) && (!n.feature || !features || features.includes(n.feature));
  const keep = (nodes: readonly RouteNode[]): RouteNode[] => nodes.filter(on).map((n) => (n.children ? { ...n, children: keep(n.children) } : n));
  return flattenRoutes(keep(routes));
}
