import { lazy, useMemo, type ComponentType } from "react";
import { useParams, useSearchParams } from "react-router";
import type { RouteFlags } from "../../schemas/manifest-common.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { loadScreenMessages } from "../i18n/messages.ts";
import type { ScreenModule, ScreenRoute } from "../screen-props.ts";
import { parseQuery } from "./query.ts";
import { NOT_BUILT, type EngineScreens } from "./screen-registry.ts";

type RouteProps = Readonly<Record<string, string | number | boolean>>;

/**
 * Loads a registered screen, its messages and (for a requiresMember route) the login prompt, and
 * binds the screen to the route's props, query and params.
 */
export function loadBoundScreen(screens: EngineScreens, id: ScreenId, props: RouteProps, route: ScreenRoute, flags: RouteFlags): () => Promise<{ default: ComponentType }> {
  return async () => {
    const load = screens.registry[id];
    // The screen's messages arrive with its module, so it never renders a raw message id.
    const [mod, guard] = await Promise.all([
      load === NOT_BUILT ? screens.notAvailable() : load(),
      flags.requiresMember ? import("../session/require-member.tsx") : null,
      loadScreenMessages(id),
    ]);
    const Guard = guard?.RequireMember ?? null;
    const { default: Screen, query: querySchema } = mod as ScreenModule;
    function BoundScreen() {
      const params = useParams();
      const [search] = useSearchParams();
      const query = useMemo(() => (querySchema ? parseQuery(querySchema, search) : {}), [search]);
      const screen = <Screen props={props} query={query} params={params} route={route} />;
      return Guard ? <Guard>{screen}</Guard> : screen;
    }
    BoundScreen.displayName = `Screen(${id})`;
    return { default: BoundScreen };
  };
}

/**
 * The route's screen as a lazy component: its module loads on the first render of the route (a
 * navigation keeps the previous page shown meanwhile: the router's updates are transitions).
 */
export function lazyScreen(screens: EngineScreens, id: ScreenId, props: RouteProps, route: ScreenRoute, flags: RouteFlags): ComponentType {
  return lazy(loadBoundScreen(screens, id, props, route, flags));
}
