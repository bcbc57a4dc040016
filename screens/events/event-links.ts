import type { ScreenHrefs } from "../../engine/routing/screen-href.ts";

/**
 * The stamp page of a stamp event, where the mall mounts one (the standard set with stamps on) and
 * the event names its month (YYYYMM). Otherwise null.
 */
export function stampPagePath(href: ScreenHrefs, eventMon: string | null, evtSeq: string): string | null {
  if (eventMon === null || !/^\d{6}$/.test(eventMon)) return null;
  return href("stampEvent", { eventMon, eventId: evtSeq });
}
