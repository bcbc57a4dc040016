import { Busy } from "../shell/busy.tsx";
import { Suspense, useContext, useEffect, useMemo, useState, type ReactElement, type ReactNode } from "react";
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  renderMatches,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
  type RouteMatch,
} from "react-router";
import { ErrorBoundary } from "../ui/error-boundary.tsx";
import { RouteHandleContext, type RouteHandle } from "./handle.ts";
import { leafOf, rememberedMatches, tableOf, wrapTable, type RouteSource } from "./route-index.ts";

export interface RoutedAppProps {
  /** The app's routes, rendered in the shell's outlet: a list, or a table of the ones that could match a path. */
  routes: RouteSource;
  /** The shell: the root route's element, which renders an <Outlet />. */
  shell: ReactElement;
  /** Shown until the first page can render (its screen module loading, a first-load redirect). */
  fallback: ReactNode;
  /** Shown instead of a page that failed to render. */
  failed: ReactNode;
}

/** A location as the router resolves it: the routes that could match, the matched handle, and where a redirect goes. */
interface Resolution {
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[] | null;
  handle: RouteHandle | null;
  redirect: string | null;
}

/** Location state of a redirect's target: how the visitor arrived at the redirecting path. */
interface RedirectState {
  redirectedFrom: NavigationType;
}

const isRedirectState = (state: unknown): state is RedirectState => typeof state === "object" && state !== null && "redirectedFrom" in state;

function Redirect({ to, from }: { to: string; from: NavigationType }) {
  const navigate = useNavigate();
  // An effect, not a layout effect: on the first render the router subscribes to the history in
  // its own layout effect, which runs after this component's. Nothing of the redirecting path shows meanwhile.
  useEffect(() => {
    void navigate(to, { replace: true, state: { redirectedFrom: from } satisfies RedirectState });
  }, [navigate, to, from]);
  return null;
}

/** A path as react-router's useRoutes gives it to the matches it renders: encoded again (matchRoutes decodes it). */
const reencode = (path: string, encode: ((to: string) => { pathname: string }) | undefined) =>
  encode ? encode(path.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname : path;

/** The matched routes, rendered as useRoutes renders them at the top, from matches already found. */
function Pages({ matches }: { matches: RouteMatch[] | null }) {
  const encode = useContext(NavigationContext).navigator.encodeLocation;
  return renderMatches(
    matches?.map((m) => ({ ...m, pathname: reencode(m.pathname, encode), pathnameBase: m.pathnameBase === "/" ? "/" : reencode(m.pathnameBase, encode) })) ??
      null,
  );
}

/**
 * The router's view of the app, in react-router's declarative mode (the data router is about
 * 15 KiB gzip more on every first load, for loaders and fetchers no screen uses: screens load
 * their data through the kit's hooks). A redirect route is followed before anything renders: the
 * previous page stays shown (or `fallback` on the first load) and the shell never sees, titles or
 * logs the redirecting path. The handle of the matched route is given to the shell through
 * useRouteHandle(). Matching ranks only the routes whose first segment could match (route-index).
 */
export function RoutedApp({ routes, shell, fallback, failed }: RoutedAppProps) {
  // The shell's route over the routes that could match a path.
  const treeFor = useMemo(() => wrapTable(tableOf(routes), (group) => [{ path: "/", element: shell, children: group }]), [routes, shell]);
  const matchesOf = useMemo(() => rememberedMatches(), []);
  const location = useLocation();
  const actualType = useNavigationType();
  // The target of a redirect reports how the visitor set out (a push, a back), not the redirect's replace.
  const navigationType = actualType === "REPLACE" && isRedirectState(location.state) ? location.state.redirectedFrom : actualType;

  const resolution = useMemo<Resolution>(() => {
    const matches = matchesOf(treeFor(location.pathname), location.pathname);
    return { location, navigationType, matches, ...leafOf(matches, location.search) };
  }, [treeFor, matchesOf, location, navigationType]);

  // The last location that shows a page: kept on screen while a redirect resolves.
  const [settled, setSettled] = useState<Resolution | null>(null);
  if (resolution.redirect === null && settled !== resolution) setSettled(resolution);
  const shown = resolution.redirect === null ? resolution : settled;

  return (
    <>
      {/* Keyed by the location: a page that sends the visitor back to the redirecting path (a
          login's own navigation after the redirect's) is redirected again. */}
      {resolution.redirect !== null && <Redirect key={location.key} to={resolution.redirect} from={navigationType} />}
      <ErrorBoundary resetKey={shown?.location.key} fallback={() => failed}>
        <Suspense
          fallback={
            <>
              {fallback}
              <Busy />
            </>
          }
        >
          {shown ? (
            // The pages below read the shown location, not a redirecting one (react-router's own
            // <Routes location> does the same, but would report every navigation as a POP).
            <LocationContext.Provider value={{ location: shown.location, navigationType: shown.navigationType }}>
              <RouteHandleContext.Provider value={shown.handle}>
                <Pages matches={shown.matches} />
              </RouteHandleContext.Provider>
            </LocationContext.Provider>
          ) : (
            // A first-load redirect resolving: busy until the page shows (its module may come in a
            // transition, which keeps this shown instead of the Suspense fallback).
            <>
              {fallback}
              <Busy />
            </>
          )}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
