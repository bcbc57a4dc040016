import type { RouteFlags } from "../../schemas/manifest-common.ts";
import type { RouteSetId } from "../../schemas/route-set.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";

/** What every compiled route carries in `handle`, read by the shell through useMatches(). */
export interface RouteHandle {
  /** Path name of the mall this route belongs to (null on the gate and top-level app paths). */
  mall: string | null;
  routeSet: RouteSetId | null;
  screen?: ScreenId;
  name?: string;
  /** Message id of the page title. */
  title?: string;
  flags: RouteFlags;
  /** Absolute path pattern of this route (/hanam/event/main/:eventId). */
  pattern: string;
  /** Absolute path pattern of the parent route, for the back fallback. */
  parentPattern: string | null;
}

/** Reads the handle of a match, tolerating matches without one (root, layout routes). */
export function handleOf(match: { handle?: unknown } | undefined): RouteHandle | null {
  const h = match?.handle as RouteHandle | undefined;
  return h && typeof h === "object" && "pattern" in h ? h : null;
}
