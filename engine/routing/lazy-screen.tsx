import { useMemo, type ComponentType } from "react";
import { useParams, useSearchParams } from "react-router";
import type { RouteFlags } from "../../schemas/manifest-common.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { ScreenModule, ScreenRoute } from "../screen-props.ts";
import { getCustId } from "../api/member-id.ts";
import { isServedMemberPage } from "../session/served-member.ts";
import { busyWhile } from "../shell/loading-store.ts";
import { preloadable, type Preloadable } from "./preloadable.tsx";
import { parseQuery } from "./query.ts";
import { NOT_BUILT, type EngineScreens } from "./screen-registry.ts";

type RouteProps = Readonly<Record<string, string | number | boolean>>;

/** The screen component bound to the route's props, query and params. */
function bind(id: ScreenId, mod: ScreenModule, props: RouteProps, route: ScreenRoute): ComponentType {
  const { default: Screen, query: querySchema } = mod;
  function BoundScreen() {
    const params = useParams();
    const [search] = useSearchParams();
    const query = useMemo(() => (querySchema ? parseQuery(querySchema, search) : {}), [search]);
    return <Screen props={props} query={query} params={params} route={route} />;
  }
  BoundScreen.displayName = `Screen(${id})`;
  return BoundScreen;
}

/**
 * Loads a registered screen (its words ship with it), and binds the screen to the route's props, query
 * and params. A requiresMember route loads the login prompt's boundary instead, and the screen
 * only for a member: a visitor, who sees the prompt, never downloads it. Where a customer id is
 * stored (most likely a member) the screen starts loading at once, alongside the session's code.
 */
export function loadBoundScreen(
  screens: EngineScreens,
  id: ScreenId,
  props: RouteProps,
  route: ScreenRoute,
  flags: RouteFlags,
): () => Promise<{ default: ComponentType }> {
  const load = screens.registry[id];
  let module: Promise<ScreenModule> | null = null;
  const loadScreen = () => {
    if (!module) {
      const started = (load === NOT_BUILT ? screens.notAvailable() : load()) as Promise<ScreenModule>;
      module = started;
      // A failed load is forgotten, so the next attempt asks again.
      started.catch(() => {
        if (module === started) module = null;
      });
    }
    return module;
  };
  return busyWhile(async () => {
    // The screen's words arrive with its module (its messages files and the kit's it uses).
    if (!flags.requiresMember) return { default: bind(id, await loadScreen(), props, route) };
    // A stored customer id (most likely a member): the screen loads alongside the session's code
    // and check, not after them (a member's receipts: asked for 0.6 s earlier in a cold load).
    if (getCustId() !== null) loadScreen().catch(() => {});
    const { memberOnly } = await import("../session/require-member.tsx");
    const page = memberOnly(
      id,
      busyWhile(async () => bind(id, await loadScreen(), props, route)),
    );
    // The member page its HTML shows (docs/decisions/0060), which the first render shows during the
    // session check: the screen comes in before that render, as it would suspend it (a fallback over
    // the HTML's page, held 300 ms by React). A failed load is left to the render, which reports it.
    if (typeof window !== "undefined" && isServedMemberPage(window.location.pathname)) await page.preload().catch(() => {});
    return { default: page };
  });
}

/**
 * The route's screen as a lazy component: its module loads on the first render of the route (a
 * navigation keeps the previous page shown meanwhile: the router's updates are transitions), or
 * before the first render of the app for the page it opens on (engine/routing/preload-route.ts).
 */
export function lazyScreen(screens: EngineScreens, id: ScreenId, props: RouteProps, route: ScreenRoute, flags: RouteFlags): Preloadable {
  return preloadable(loadBoundScreen(screens, id, props, route, flags), `Route(${id})`);
}
