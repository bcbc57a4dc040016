import type { RouteSet } from "./route-set.ts";
import { flattenRoutes, paramNames } from "./route-tree.ts";
import { paramsOfScreen } from "./screens/params.ts";

type Issue = (path: (string | number)[], message: string) => void;

const pointerPath = (pointer: string) =>
  pointer
    .split("/")
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/**
 * Reports every route whose path params are not its screen's declared params
 * (schemas/screens/params.ts), and a second canonical route of one screen with the same params:
 * links by screen id rely on both.
 */
export function checkRouteParams(routeSets: Record<string, RouteSet>, issue: Issue): void {
  for (const [file, set] of Object.entries(routeSets)) {
    const canonical = new Map<string, string>();
    for (const r of flattenRoutes(set.routes)) {
      const at = ["routeSets", file, ...pointerPath(r.pointer)];
      const screen = r.node.screen;
      if (r.node.canonical && !screen) issue([...at, "canonical"], "only a route with a screen can be canonical");
      if (!screen) continue;
      const declared = paramsOfScreen(screen);
      const own = paramNames(r.fullPath);
      for (const p of own) {
        if (!declared.includes(p))
          issue(
            [...at, "path"],
            `":${p}" is not a path param of screen "${screen}" (declared: ${declared.length ? declared.join(", ") : "none"}; schemas/screens/params.ts)`,
          );
      }
      if (r.node.canonical) {
        const key = `${screen} ${[...own].sort().join(",")}`;
        if (canonical.has(key)) issue([...at, "canonical"], `screen "${screen}" already has a canonical route with these params (${canonical.get(key)})`);
        else canonical.set(key, r.pointer);
      }
    }
  }
}
