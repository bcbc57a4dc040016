import type { LectureApply, RouteRef } from "../../schemas/manifest-programs.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { isEmptyValue } from "../../engine/format/empty-value.ts";
import type { HrefQuery, ScreenHrefs } from "../../engine/routing/screen-href.ts";

/** Which program area an id belongs to: an id starting with SLP is a library lecture, any other a kids program (spec part-1 §2). */
export type IdKind = "kids" | "library";
export const kindOfId = (id: string): IdKind => (id.startsWith("SLP") ? "library" : "kids");

/** The default apply target of a kind (no lectureApply in the manifest): the program apply page of that kind. */
const defaultApplyTarget = (kind: IdKind): RouteRef => ({ screen: "programApply", where: { kind } });

/** The history state of a navigation that opened the lecture dialog from a page: closing it goes back over that step. */
export const OPENED_BY_PAGE = { dialog: "lecture" } as const;

/** Where the apply button goes: an app route, or the program's own link (classified by DataLink). */
export type ApplyLink = { kind: "route"; to: string } | { kind: "data"; href: string };

// A route reference is data (the manifest): its screen and props are checked at build time
// (schemas/manifest-programs.ts), so the typed resolver takes it loosely here.
type LooseHrefs = (
  target: { screen: ScreenId; where?: Readonly<Record<string, unknown>> },
  params?: Readonly<Record<string, string>>,
  query?: HrefQuery,
) => string | null;
const loose = (hrefs: ScreenHrefs) => hrefs as unknown as LooseHrefs;
const target = (ref: RouteRef) => (ref.where ? { screen: ref.screen, where: ref.where } : { screen: ref.screen });

/**
 * Where a program's apply button goes (decision 1: the mall's `lectureApply`, a route reference, or
 * by default the program apply screen of the id's kind): the route with the id in its :id, else in
 * ?select=; or the program's own linkUrl, else a route without the id. Null where the mall mounts
 * no such route (no button then).
 */
export function applyLink(hrefs: ScreenHrefs, apply: LectureApply | undefined, id: string, linkUrl: string | null): ApplyLink | null {
  const kind = kindOfId(id);
  const chosen = apply?.[kind] ?? defaultApplyTarget(kind);
  const resolve = loose(hrefs);
  if ("programLink" in chosen) {
    if (linkUrl !== null && !isEmptyValue(linkUrl)) return { kind: "data", href: linkUrl };
    const to = resolve(target(chosen.otherwise));
    return to === null ? null : { kind: "route", to };
  }
  const to = resolve(target(chosen), { id }) ?? resolve(target(chosen), undefined, { select: id });
  return to === null ? null : { kind: "route", to };
}

/** The winner check of a program (its own page on Suwon: winnerConfirm/:id), or null where the mall mounts none. */
export const winnerCheckHref = (hrefs: ScreenHrefs, id: string): string | null => hrefs({ screen: "winnerCheck", where: { kind: kindOfId(id) } }, { id });

/** A program's detail page where the mall has one (Suwon), or null: then the program opens in the lecture dialog. */
export const programDetailHref = (hrefs: ScreenHrefs, id: string): string | null => hrefs({ screen: "programDetail", where: { kind: kindOfId(id) } }, { id });
