import { createElement, lazy, useState, type ComponentType } from "react";
import { lazyModule } from "./lazy-module.ts";
import { shownModule } from "./shown-module.ts";

/** A lazily loaded component that can be asked to load before it renders. */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  /** Starts loading (once; a failed load is forgotten) and resolves to the component. */
  preload(): Promise<ComponentType<P>>;
};

/** Whether a route's component can be loaded ahead of its first render. */
export const isPreloadable = (c: unknown): c is Preloadable => typeof c === "function" && typeof (c as Partial<Preloadable>).preload === "function";

/**
 * React.lazy that renders at once when its module is already in. React.lazy suspends on its first
 * render even when the module has arrived, and a Suspense boundary that showed its fallback
 * reveals its content no sooner than 300 ms after (React 19 throttles reveals): a page whose
 * screen was loaded before the first render (engine/routing/preload-route.ts) would still wait.
 * A mount that started on the lazy stays on it (switching the element type would remount it).
 * A failed load is forgotten, so a later mount asks again instead of failing forever.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name = "Preloadable"): Preloadable<P> {
  const module = lazyModule(load);
  const preload = (): Promise<ComponentType<P>> => module.load().then((m) => m.default);
  const lazyOf = () =>
    lazy(() =>
      // A render that suspended on it: busy from the module's arrival until that render shows it.
      module.load().then(shownModule, (error: unknown) => {
        // React.lazy keeps a failure for good: the next mount gets a new one, which asks again.
        Lazy = lazyOf();
        throw error;
      }),
    );
  let Lazy = lazyOf();
  function Component(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => module.current?.default ?? Lazy);
    return createElement(Shown, props);
  }
  Component.displayName = name;
  return Object.assign(Component, { preload });
}
