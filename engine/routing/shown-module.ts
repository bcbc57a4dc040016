import { createElement, useEffect, type ComponentType } from "react";
import { busyUntilShown } from "../shell/loading-store.ts";

/**
 * A lazily loaded component's module, its component wrapped so the page stays busy from the
 * module's arrival until the component has mounted (busyUntilShown): React.lazy's render resumes
 * a task or more later, and a Suspense boundary's reveal up to 300 ms later. Called as the module
 * resolves, in the same task as the load's own busy mark ends, so no moment of idle shows between.
 */
export function shownModule<P extends object>(mod: { default: ComponentType<P> }): { default: ComponentType<P> } {
  const Inner = mod.default;
  const shown = busyUntilShown();
  function Shown(props: P) {
    // Its effects run after its content's (which start their requests): busy through those.
    useEffect(shown, []);
    return createElement(Inner, props);
  }
  Shown.displayName = Inner.displayName ?? Inner.name;
  return { default: Shown };
}
