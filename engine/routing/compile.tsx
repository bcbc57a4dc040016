import type { RouteObject } from "react-router";
import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { ConditionalRedirect, RouteSet } from "../../schemas/route-set.ts";
import { enabledRoutes, fillParams, joinPath, matchesPattern, type FlatRoute } from "../../schemas/route-tree.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { RedirectResolver, RouteHandle } from "./handle.ts";
import { lazyScreen } from "./lazy-screen.tsx";
import type { EngineScreens } from "./screen-registry.ts";

export interface CompileOptions {
  /** Development build: routes flagged devOnly are mounted. */
  dev: boolean;
  /** Path of the mall where the user is located (for @visitedMall targets). */
  visitedMallPath: () => string;
  /** The screen registry and the engine's own screens, from the composition root. */
  screens: EngineScreens;
}

/** Resolves a redirect target for a mall: relative → /{mall}/…, absolute as is, @visitedMall at run time. */
export function resolveTarget(target: string, base: string, params: Record<string, string | undefined>, opts: CompileOptions): string {
  if (target === "@visitedMall") return opts.visitedMallPath();
  const filled = fillParams(target, params);
  if (filled.startsWith("/")) return filled;
  return filled === "" ? base : `${base}/${filled}`;
}

const sub = (s: string, mall: MallManifest | null) => (mall ? s.split("{product}").join(mall.product) : s);

/** An unconditional redirect; the query string goes along unless the target has its own. */
export function redirectTo(to: string, base: string, opts: CompileOptions): RedirectResolver {
  return (params, search) => {
    const target = resolveTarget(to, base, params, opts);
    return `${target}${target.includes("?") ? "" : search}`;
  };
}

/** The first rule whose params all hold redirects (without the query); none: the route's own screen. */
function conditionalRedirect(rules: ConditionalRedirect[], base: string, opts: CompileOptions): RedirectResolver {
  return (params) => {
    const rule = rules.find((r) => Object.entries(r.when).every(([k, v]) => params[k] === v));
    return rule ? resolveTarget(rule.to, base, params, opts) : null;
  };
}

const EmptyOutlet = () => null;

interface CompileContext {
  base: string;
  mall: MallManifest | null;
  set: RouteSet;
  conditional: ConditionalRedirect[];
  opts: CompileOptions;
}

/** Compiles one route-set node (without its children) into a react-router route. */
function compileNode(flat: FlatRoute, inheritedFlags: RouteHandle["flags"], ctx: CompileContext): RouteObject {
  const { node } = flat;
  const { base, mall } = ctx;
  const top = ctx.set.scope === "top";
  // A top set's paths are absolute already; a mall set's hang under /{mall}.
  const absolute = (p: string) => (top ? sub(p, mall) : joinPath(base, sub(p, mall)));
  const rel = sub(flat.fullPath, mall);
  const path = absolute(flat.fullPath);
  const parentPattern = flat.parentPath !== null ? absolute(flat.parentPath) : top ? null : base;
  const handle: RouteHandle = {
    mall: node.mall ?? mall?.path ?? null,
    routeSet: ctx.set.id,
    flags: { ...inheritedFlags, ...node.flags },
    pattern: path,
    parentPattern,
    ...(node.screen ? { screen: node.screen } : {}),
    ...(node.name ? { name: sub(node.name, mall) } : {}),
    ...(node.title ? { title: node.title } : {}),
    ...(node.query ? { query: node.query } : {}),
  };
  const route: RouteObject = path === "/" ? { index: true, handle } : { path, handle };
  if (node.redirect !== undefined) handle.redirect = redirectTo(sub(node.redirect, mall), base, ctx.opts);
  // A layout's default child: its own path (the index route compileTree adds) redirects, the frame stays.
  else if (node.defaultChild !== undefined && !node.layout) handle.redirect = redirectTo(`${rel}/${node.defaultChild}`, base, ctx.opts);
  else if (node.screen !== undefined) {
    const rules = ctx.conditional.filter((r) => r.from === flat.fullPath);
    if (rules.length > 0)
      handle.redirect = conditionalRedirect(
        rules.map((r) => ({ ...r, to: sub(r.to, mall) })),
        base,
        ctx.opts,
      );
    route.Component = lazyScreen(ctx.opts.screens, node.screen, node.props ?? {}, { screen: node.screen, name: handle.name, path: rel }, handle.flags);
  }
  return route;
}

/**
 * Compiles a tree of route nodes, keeping children under their parent. A layout parent renders
 * its children in its outlet (a section's shared chrome); any other parent becomes a pathless
 * frame whose index route is the parent's own page, so parent and child replace each other.
 * requiresMember passes down to the children.
 */
function compileTree(flats: FlatRoute[], parentPath: string | null, inherited: RouteHandle["flags"], ctx: CompileContext): RouteObject[] {
  return flats
    .filter((f) => f.parentPath === parentPath)
    .map((f) => {
      const route = compileNode(f, inherited, ctx);
      const kids = flats.filter((c) => c.parentPath === f.fullPath);
      if (kids.length === 0) return route;
      const passDown = route.handle.flags.requiresMember ? { requiresMember: true } : {};
      const children = compileTree(flats, f.fullPath, passDown, ctx);
      // A layout's own page shows nothing in its outlet (the layout is the page), or opens on its default child.
      if (f.node.layout) {
        const { defaultChild } = f.node;
        const own: RouteObject =
          defaultChild === undefined
            ? { index: true, handle: route.handle, Component: EmptyOutlet }
            : { index: true, handle: { ...route.handle, redirect: redirectTo(`${sub(f.fullPath, ctx.mall)}/${defaultChild}`, ctx.base, ctx.opts) } };
        return { ...route, index: false, children: [own, ...children] } as RouteObject;
      }
      const { path, ...own } = route;
      return { path, children: [{ ...own, index: true } as RouteObject, ...children] };
    });
}

/** Flattens a set, dropping nodes (and their children) switched off by features or the dev flag. */
function enabledRoutesOf(set: RouteSet, mall: MallManifest | null, dev: boolean): FlatRoute[] {
  return enabledRoutes(set.routes, mall ? mall.features : null, dev);
}

/**
 * One mall's routes: its route set under /{mall} (every path starts with it: a mall set's paths are
 * relative, which the bundle's check requires), its redirects and a not-found route.
 */
export function compileMallRoutes(mall: MallManifest, bundle: ManifestBundle, opts: CompileOptions, notFound: ScreenId | null = null): RouteObject[] {
  const base = `/${mall.path}`;
  const mallHandle = (pattern: string): RouteHandle => ({ mall: mall.path, routeSet: mall.routeSet ?? null, flags: {}, pattern, parentPattern: null });
  if (mall.kind === "redirect") return [{ path: base, handle: { ...mallHandle(base), redirect: redirectTo(mall.redirectTo ?? "/", base, opts) } }];
  if (mall.kind !== "mall" || !mall.routeSet) {
    const screen = mall.screen as ScreenId;
    const handle: RouteHandle = {
      ...mallHandle(base),
      mall: mall.contextMall ?? (mall.kind === "gate" ? null : mall.path),
      screen,
      flags: { hideHeader: true },
    };
    return [{ path: base, handle, Component: lazyScreen(opts.screens, screen, mall.props ?? {}, { screen, path: "" }, {}) }];
  }
  const set = bundle.routeSets[mall.routeSet] as RouteSet;
  const conditional = [...(set.redirects ?? []), ...(mall.redirects ?? [])];
  const flat = enabledRoutesOf(set, mall, opts.dev);
  // A conditional redirect into an area this mall does not have would end on not-found: keep the original page instead.
  const mounted = conditional.filter((r) => r.to.startsWith("/") || r.to === "@visitedMall" || flat.some((f) => matchesPattern(f.fullPath, r.to)));
  const routes = compileTree(flat, null, {}, { base, mall, set, conditional: mounted, opts });
  if (!flat.some((f) => f.fullPath === "")) routes.unshift({ path: base, handle: { ...mallHandle(base), redirect: redirectTo("", base, opts) } });
  if (notFound)
    routes.push({
      path: `${base}/*`,
      handle: { ...mallHandle(`${base}/*`), screen: notFound },
      Component: lazyScreen(opts.screens, notFound, {}, { screen: notFound, path: "*" }, {}),
    });
  return routes;
}

/** The routes of the top sets: absolute paths, with no mall around them. */
export function compileTopRoutes(bundle: ManifestBundle, opts: CompileOptions): RouteObject[] {
  const top = Object.values(bundle.routeSets).filter((s) => s.scope === "top");
  return top.flatMap((set) => compileTree(enabledRoutesOf(set, null, opts.dev), null, {}, { base: "", mall: null, set, conditional: [], opts }));
}

/**
 * Compiles validated manifests into react-router routes: the top set's absolute paths, then every
 * mall's route set under /{mall}, its redirects and a not-found route. Unknown top-level paths are
 * handled by the caller (see app-routes).
 */
export function compileRoutes(bundle: ManifestBundle, opts: CompileOptions, notFound: ScreenId | null = null): RouteObject[] {
  return [...compileTopRoutes(bundle, opts), ...Object.values(bundle.malls).flatMap((mall) => compileMallRoutes(mall, bundle, opts, notFound))];
}
