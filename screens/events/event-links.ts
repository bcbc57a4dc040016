import type { MallManifest } from "../../schemas/manifest.ts";

// The detail paths other areas link to too (the search results) live in the kit.
export { couponDetailPath, couponListPath, eventDetailPath, eventListPath } from "../../engine/links/detail-paths.ts";

// Where the event screens link to, by route set: the same event list and detail screens are mounted
// by the standard set (event/main/:eventId), Centerfield (eventDetail/:eventId), Suwon and Granseoul
// (event/main/:id), so the paths come from the mall, never from the screen.


/**
 * The stamp page of a stamp event (event/stampEvent/{eventMon}/{eventId}), where the mall has one:
 * a standard-set mall with stamps switched on. Otherwise null.
 */
export function stampPagePath(mall: MallManifest | null | undefined, eventMon: string | null, evtSeq: string): string | null {
  if (!mall || mall.routeSet !== "standard" || !mall.features.includes("stamps") || eventMon === null || !/^\d{6}$/.test(eventMon)) return null;
  return `/${mall.path}/event/stampEvent/${eventMon}/${encodeURIComponent(evtSeq)}`;
}

/** The roulette page of a mall, where it plays games. */
export function roulettePath(mall: MallManifest | null | undefined): string | null {
  if (!mall || mall.routeSet !== "standard" || !mall.features.includes("games")) return null;
  return `/${mall.path}/event/main/roulette`;
}

