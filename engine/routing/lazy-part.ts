import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { busyWhile } from "../shell/loading-store.ts";

/**
 * A part of a screen in a chunk of its own (React.lazy) whose loading keeps the page busy (the
 * app's idle signal, engine/shell/loading-store.ts): a part's placeholder is a skeleton or nothing,
 * so without this a page would look settled while, say, the membership card's code (the page's
 * heading with it) is still on its way.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: any props.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(busyWhile(load));
}
