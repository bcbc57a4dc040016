import { createContext, useContext, useMemo } from "react";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { RouteSet } from "../../schemas/route-set.ts";
import { enabledRoutes, fillParams, paramNames, type FlatRoute } from "../../schemas/route-tree.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { ScreenParams } from "../../schemas/screens/params.ts";
import type { ScreenPropsOf } from "../../schemas/screens/props.ts";
import { bundle, mallByPath } from "../manifests/bundle.ts";
import { useMall } from "../shell/mall-context.ts";

/**
 * A screen to link to: its id, or its id with the route props that pick one of the routes mounting
 * it (`where: { view: "map" }`). The rule (docs/decisions/0021): among the mall's mounted routes of
 * the screen whose path params are exactly the params given and whose props hold every `where`
 * entry (test pages only when `where` asks for them), the route marked canonical, else the first
 * declared.
 */
export type ScreenTarget<S extends ScreenId> = S | { readonly screen: S; readonly where?: Partial<ScreenPropsOf<S>> };

/** Query parameters of a link; undefined entries are left out. */
export type HrefQuery = Readonly<Record<string, string | number | undefined>>;

/** Resolves a link by screen id for one mall: the path, or null where no route of the mall mounts it. */
export type ScreenHrefs = <S extends ScreenId>(target: ScreenTarget<S>, params?: ScreenParams<S>, query?: HrefQuery) => string | null;

type Props = Readonly<Record<string, string | number | boolean>>;

/** The route a link to the screen lands on (see ScreenTarget for the rule), or undefined. */
export function pickRoute(routes: readonly FlatRoute[], screen: ScreenId, where: Props | undefined, paramKeys: readonly string[]): FlatRoute | undefined {
  const wanted = [...paramKeys].sort().join("/");
  const fits = routes.filter(
    (r) =>
      r.node.screen === screen &&
      (r.node.props?.test !== true || where?.test === true) &&
      paramNames(r.fullPath).sort().join("/") === wanted &&
      Object.entries(where ?? {}).every(([k, v]) => r.node.props?.[k] === v),
  );
  return fits.find((r) => r.node.canonical) ?? fits[0];
}

function withQuery(path: string, query: HrefQuery | undefined): string {
  const entries = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : path;
}

/** Resolves a link over a mall's flattened routes (null mall: a top set's absolute routes). */
export function resolveScreenHref<S extends ScreenId>(
  mall: Pick<MallManifest, "path" | "product"> | null,
  routes: readonly FlatRoute[],
  target: ScreenTarget<S>,
  params?: ScreenParams<S>,
  query?: HrefQuery,
): string | null {
  const { screen, where } = typeof target === "string" ? { screen: target, where: undefined } : target;
  const given = Object.fromEntries(
    Object.entries(params ?? {})
      .filter((e) => e[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const route = pickRoute(routes, screen, where as Props | undefined, Object.keys(given));
  if (!route) return null;
  const pattern = mall ? route.fullPath.split("{product}").join(mall.product) : route.fullPath;
  const filled = fillParams(pattern, given);
  const path = mall ? (filled === "" ? `/${mall.path}` : `/${mall.path}/${filled}`) : filled;
  return withQuery(path, query);
}

type RouteSets = Readonly<Record<string, RouteSet>>;

/** The route sets links resolve over: the manifests' own; a test may give a fixture set (renderScreen's routeSets). */
export const RouteSetsContext = createContext<RouteSets>(bundle.routeSets);

const TOP = {} as MallManifest;
const mounted = new WeakMap<RouteSets, WeakMap<MallManifest, FlatRoute[]>>();

/** The routes the router mounts for a mall (its route set without the switched-off routes); links never target dev-only pages. */
function routesFor(mall: MallManifest | null, routeSets: RouteSets): FlatRoute[] {
  const bySet = mounted.get(routeSets) ?? new WeakMap<MallManifest, FlatRoute[]>();
  mounted.set(routeSets, bySet);
  let routes = bySet.get(mall ?? TOP);
  if (!routes) {
    const sets = mall ? [mall.routeSet ? routeSets[mall.routeSet] : undefined] : Object.values(routeSets).filter((s) => s.scope === "top");
    routes = sets.flatMap((s) => (s ? enabledRoutes(s.routes, mall ? mall.features : null, false) : []));
    bySet.set(mall ?? TOP, routes);
  }
  return routes;
}

/** Links by screen id for a mall (by manifest or path name), outside render: after an action, in a helper. */
export function screenHrefsFor(mall: MallManifest | string | null | undefined, routeSets: RouteSets = bundle.routeSets): ScreenHrefs {
  const m = typeof mall === "string" ? (mallByPath(mall) ?? null) : (mall ?? null);
  const routes = routesFor(m, routeSets);
  return (target, params, query) => resolveScreenHref(m, routes, target, params, query);
}

/** The current mall's links by screen id, for a screen with several links or links in a list. */
export function useScreenHrefs(): ScreenHrefs {
  const { mall } = useMall();
  const routeSets = useContext(RouteSetsContext);
  return useMemo(() => screenHrefsFor(mall, routeSets), [mall, routeSets]);
}

/** The current mall's path to a screen, or null where no route of the mall mounts it (hide the link). */
export function useScreenHref<S extends ScreenId>(target: ScreenTarget<S>, params?: ScreenParams<S>, query?: HrefQuery): string | null {
  return useScreenHrefs()(target, params, query);
}

/** A mall's own address (/{path}): the router sends it to the page the mall's route set opens with. */
export const mallHref = (mall: Pick<MallManifest, "path">): string => `/${mall.path}`;
