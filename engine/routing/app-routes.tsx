import type { RouteObject } from "react-router";
import type { ManifestBundle } from "../../schemas/manifest-bundle.ts";
import { compileRoutes, type CompileOptions } from "./compile.tsx";
import type { RouteHandle } from "./handle.ts";
import { lazyScreen } from "./lazy-screen.tsx";

const topHandle = (pattern: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  mall: null,
  routeSet: null,
  flags: { hideHeader: true },
  pattern,
  parentPattern: null,
  ...extra,
});

/**
 * Every route of the app below the shell: the compiled manifests, then the fallbacks. A single
 * unknown segment (/foo) redirects to the mall where the user is located; a deeper path under an
 * undeclared first segment (/foo/bar) is a mall no manifest declares: 'Mall not supported'.
 */
export function appRoutes(bundle: ManifestBundle, opts: CompileOptions): RouteObject[] {
  return [
    ...compileRoutes(bundle, opts, "notFound"),
    { path: ":segment", handle: topHandle("/:segment", { redirect: () => opts.visitedMallPath() }) },
    {
      path: ":segment/*",
      handle: topHandle("/:segment/*", { screen: "unsupportedMall" }),
      Component: lazyScreen(opts.screens, "unsupportedMall", {}, { screen: "unsupportedMall", path: "*" }, {}),
    },
  ];
}
