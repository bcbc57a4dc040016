import type { RouteObject } from "react-router";
import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { compileMallRoutes, compileRoutes, compileTopRoutes, type CompileOptions } from "./compile.tsx";
import type { RouteHandle } from "./handle.ts";
import { lazyScreen } from "./lazy-screen.tsx";
import { pathHead, routeIndex, type RouteTable } from "./route-index.ts";

const topHandle = (pattern: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  mall: null,
  routeSet: null,
  flags: { hideHeader: true },
  pattern,
  parentPattern: null,
  ...extra,
});

/**
 * The routes after the manifests' own: a single unknown segment (/foo) redirects to the mall where
 * the user is located; a deeper path under an undeclared first segment (/foo/bar) is a mall no
 * manifest declares: 'Mall not supported'.
 */
function fallbackRoutes(opts: CompileOptions): RouteObject[] {
  return [
    { path: ":segment", handle: topHandle("/:segment", { redirect: () => opts.visitedMallPath() }) },
    {
      path: ":segment/*",
      handle: topHandle("/:segment/*", { screen: "unsupportedMall" }),
      Component: lazyScreen(opts.screens, "unsupportedMall", {}, { screen: "unsupportedMall", path: "*" }, {}),
    },
  ];
}

/** Every route of the app below the shell: the compiled manifests, then the fallbacks. */
export function appRoutes(bundle: ManifestBundle, opts: CompileOptions): RouteObject[] {
  return [...compileRoutes(bundle, opts, "notFound"), ...fallbackRoutes(opts)];
}

/**
 * The app's routes as the browser matches them: the routes that could match a path (as routeIndex
 * groups appRoutes), a mall's compiled the first time a path under it is matched. A visit opens one
 * mall or two, so the start-up compiles the top set and the fallbacks, not every mall's set (the
 * route table of all malls was about 225 ms of the first task at 4× CPU). Every path of a mall
 * starts with the mall's own segment, so its routes belong to that head's group alone, between the
 * top set's routes for the head and the fallbacks, as in appRoutes.
 */
export function appRouteTable(bundle: ManifestBundle, opts: CompileOptions): RouteTable {
  const topFor = routeIndex(compileTopRoutes(bundle, opts));
  const fallbacks = fallbackRoutes(opts);
  const malls = new Map<string, MallManifest>(Object.values(bundle.malls).map((mall) => [mall.path.toLowerCase(), mall]));
  // One group per top group (a path with no mall) and per mall, made once.
  const groups = new Map<RouteObject[] | MallManifest, RouteObject[]>();
  return (pathname) => {
    const top = topFor(pathname);
    const mall = malls.get(pathHead(pathname));
    const key = mall ?? top;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = [...top, ...(mall ? compileMallRoutes(mall, bundle, opts, "notFound") : []), ...fallbacks]));
    return group;
  };
}
