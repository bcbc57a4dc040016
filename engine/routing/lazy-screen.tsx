import type { ScreenId } from "../../schemas/screen-ids.ts";
import type { ScreenModule, ScreenProps } from "../screen-props.ts";
import { NOT_BUILT, screens } from "../screens.ts";

const notAvailable = () => import("../../screens/system/not-available.screen.tsx") as Promise<ScreenModule>;

/** A react-router `lazy` function that loads a registered screen and binds its manifest props. */
export function lazyScreen(id: ScreenId, props: ScreenProps["props"], route: ScreenProps["route"]) {
  return async () => {
    const load = screens[id];
    const mod = load === NOT_BUILT ? await notAvailable() : await load();
    const Screen = mod.default;
    function BoundScreen() {
      return <Screen props={props} route={route} />;
    }
    BoundScreen.displayName = `Screen(${id})`;
    return { Component: BoundScreen };
  };
}
