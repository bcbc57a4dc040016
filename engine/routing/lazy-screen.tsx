import { useMemo } from "react";
import { useParams, useSearchParams } from "react-router";
import type { RouteFlags } from "../../schemas/manifest-common.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { loadScreenMessages } from "../i18n/messages.ts";
import type { ScreenModule, ScreenRoute } from "../screen-props.ts";
import { parseQuery } from "./query.ts";
import { NOT_BUILT, type EngineScreens } from "./screen-registry.ts";

type RouteProps = Readonly<Record<string, string | number | boolean>>;

/**
 * A react-router `lazy` function that loads a registered screen and binds its props, query and
 * params; a requiresMember route is wrapped in the login prompt (loaded only for such routes).
 */
export function lazyScreen(screens: EngineScreens, id: ScreenId, props: RouteProps, route: ScreenRoute, flags: RouteFlags) {
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
    return { Component: BoundScreen };
  };
}
