import { createContext, useContext } from "react";
import type { RouteFlags } from "../../schemas/manifest-common.ts";
import type { RouteSetId } from "../../schemas/route-set.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";

/**
 * Where a route sends the visitor instead of showing a page, from the matched params and the
 * query string (with its "?"): a path, or null to show the route's own screen (a conditional
 * redirect whose conditions do not hold).
 */
export type RedirectResolver = (params: Readonly<Record<string, string | undefined>>, search: string) => string | null;

/** What every compiled route carries in `handle`; the shell reads the matched one through useRouteHandle(). */
export interface RouteHandle {
  /** Path name of the mall this route belongs to (null on the gate and top-level app paths). */
  mall: string | null;
  routeSet: RouteSetId | null;
  screen?: ScreenId;
  name?: string;
  /** Message id of the page title. */
  title?: string;
  /** Query parameters the route declares (the shell mounts the dialogs of those it has a slot for). */
  query?: readonly string[];
  flags: RouteFlags;
  /** Absolute path pattern of this route (/hanam/event/main/:eventId). */
  pattern: string;
  /** Absolute path pattern of the parent route, for the back fallback. */
  parentPattern: string | null;
  /** A redirect route (or a screen with conditional redirects): resolved before anything renders. */
  redirect?: RedirectResolver;
}

/** Reads the handle of a match, tolerating matches without one (root, layout routes). */
export function handleOf(match: { handle?: unknown } | undefined): RouteHandle | null {
  const h = match?.handle as RouteHandle | undefined;
  return h && typeof h === "object" && "pattern" in h ? h : null;
}

/** The handle of the deepest route matching the shown location (null where none has one). */
export const RouteHandleContext = createContext<RouteHandle | null>(null);

/** The shown route's handle: its mall, screen, name, title and flags. */
export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
