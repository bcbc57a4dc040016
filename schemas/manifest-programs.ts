import * as z from "zod/mini";
import { screenIdSchema } from "./manifest-common.ts";
import { propValue } from "./route-set.ts";
import { enabledRoutes, paramNames, type FlatRoute } from "./route-tree.ts";
import type { RouteNode } from "./route-set.ts";

// Mall values of the program pages and the lecture dialog (spec part-1 §2 "Lecture and program
// detail dialog", §3 Program, §9 show notices; decision 1 of the remaining screens,
// docs/decisions/0031-program-pages-and-lecture-dialog.md).

/** A route of the mall's route set by screen id and the props that pick one of its routes (the link rule of docs/decisions/0021). */
export const routeRefSchema = z.strictObject({
  screen: screenIdSchema,
  where: z.optional(z.record(z.string(), propValue)).check(z.describe("Route props that pick one of the routes mounting the screen")),
});
export type RouteRef = z.output<typeof routeRefSchema>;

/**
 * Where the apply button of a program goes: a route (the program id fills its :id, else goes in
 * ?select=), or the program's own link (linkUrl, classified like any link) and a route without the
 * id when the program has none.
 */
export const applyTargetSchema = z.union([
  routeRefSchema,
  z.strictObject({
    programLink: z.literal(true).check(z.describe("Apply through the program's own linkUrl")),
    otherwise: routeRefSchema.check(z.describe("Where apply goes when the program has no linkUrl (no id passed)")),
  }),
]);
export type ApplyTarget = z.output<typeof applyTargetSchema>;

export const lectureApplySchema = z
  .strictObject({
    kids: z.optional(applyTargetSchema).check(z.describe("Kids programs (ids not starting with SLP); default: programApply with kind kids")),
    library: z.optional(applyTargetSchema).check(z.describe("Library lectures (SLP ids); default: programApply with kind library")),
  })
  .check(z.describe("Where a program's apply button goes, by kind of program (decision 1: route references, not magic words)"));
export type LectureApply = z.output<typeof lectureApplySchema>;

/** Which field a program's title is read from (coexmall shows castName, spec part-1 §3). */
export const programTitleSchema = z
  .enum(["progTitl", "castName"])
  .check(z.describe("The field shown as a program's title: progTitl (default) or castName (coexmall); castName falls back to progTitl when empty"));

type Issue = (path: (string | number)[], message: string) => void;

const refOf = (t: ApplyTarget): RouteRef => ("programLink" in t ? t.otherwise : t);

/** Whether one of the routes mounts the screen with every `where` prop. */
function mounts(routes: readonly FlatRoute[], ref: RouteRef): boolean {
  return routes.some((r) => r.node.screen === ref.screen && Object.entries(ref.where ?? {}).every(([k, v]) => r.node.props?.[k] === v));
}

/**
 * A mall's apply targets must name a route its route set mounts (with its features on), or the
 * apply button would have nowhere to go; a program-link target's fallback must take no path param.
 */
export function checkLectureApply(
  apply: LectureApply | undefined,
  routes: readonly RouteNode[],
  features: readonly string[],
  at: (string | number)[],
  issue: Issue,
): void {
  if (!apply) return;
  const mounted = enabledRoutes(routes, features, false);
  for (const kind of ["kids", "library"] as const) {
    const target = apply[kind];
    if (!target) continue;
    const ref = refOf(target);
    const path = "programLink" in target ? [...at, kind, "otherwise"] : [...at, kind];
    if (!mounts(mounted, ref)) issue(path, `no route of the mall mounts "${ref.screen}"${ref.where ? ` with ${JSON.stringify(ref.where)}` : ""}`);
    else if ("programLink" in target && !mounted.some((r) => r.node.screen === ref.screen && paramNames(r.fullPath).length === 0))
      issue(path, `"${ref.screen}" has no route without path params to fall back to`);
  }
}
