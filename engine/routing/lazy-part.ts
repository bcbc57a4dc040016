import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { busyWhile } from "../shell/loading-store.ts";
import { shownModule } from "./shown-module.ts";

/**
 * A part of a screen in a chunk of its own (React.lazy) whose loading keeps the page busy (the
 * app's idle signal, engine/shell/loading-store.ts): a part's placeholder is a skeleton or nothing,
 * so without this a page would look settled while, say, the stamp card's code is still on its way,
 * or has arrived but is not shown yet.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: any props.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  // Busy while its code loads, and from its arrival until it shows (shownModule).
  // (The wrapper takes the part's props as they are: the part's own type stands for it.)
  return lazy(busyWhile(() => load().then((m) => shownModule(m) as { default: T })));
}
