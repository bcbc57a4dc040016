import { startTransition, useEffect, useState } from "react";
import { markBusy } from "../shell/loading-store.ts";

/** A module loaded on first use and kept: what has arrived, and a way to ask for it. */
export interface LazyModule<M> {
  /** The module once it has arrived (null before, or after a failed load). */
  readonly current: M | null;
  /** Loads it (once; a failed load is forgotten, so the next use asks again). */
  load(): Promise<M>;
}

/** The modules made with a key, by key: what a page rendered with its parts loads before hydrating. */
const keyed = new Map<string, LazyModule<unknown>>();

/**
 * A module loaded on first use. `key` (its source path, as the build's renderer names the parts a
 * page shows: app/prerender.tsx FIRST_LOADS) lets `loadLazyModules` ask for it before a render that
 * must show it at once: the HTML's, and the render that hydrates that HTML.
 */
export function lazyModule<M>(load: () => Promise<M>, key?: string): LazyModule<M> {
  let current: M | null = null;
  let pending: Promise<M> | null = null;
  const mod: LazyModule<M> = {
    get current() {
      return current;
    },
    load() {
      if (!pending) {
        const started = load().then((m) => (current = m));
        pending = started;
        started.catch(() => {
          if (pending === started) pending = null;
        });
      }
      return pending;
    },
  };
  if (key !== undefined) keyed.set(key, mod);
  return mod;
}

/**
 * Loads the keyed modules named (those whose defining module has been evaluated; an unknown key is
 * skipped), so a first render shows them where its HTML did. Rejects when one cannot load.
 */
export async function loadLazyModules(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => keyed.get(k)?.load()));
}

export interface LazyModuleState<M> {
  /** The module, once it is in (at once when it already was). */
  module: M | null;
  /** Its load failed (the caller shows the page without it). */
  failed: boolean;
}

/**
 * A module for a part of the page that comes after first paint (a home's banners, the dialog host,
 * the drawer): loaded when `wanted`, the page busy meanwhile (the app's idle signal), and shown by
 * a state update (a transition) when it arrives. Unlike React.lazy under Suspense, the part then
 * shows at once: React 19 holds a Suspense boundary's content back until 300 ms after its fallback
 * showed (docs/decisions/0041).
 */
export function useLazyModule<M>(mod: LazyModule<M>, wanted = true): LazyModuleState<M> {
  const [state, setState] = useState<LazyModuleState<M>>(() => ({ module: mod.current, failed: false }));
  const missing = wanted && state.module === null && !state.failed;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    // Busy until the part is shown: this effect's clean-up, once the state below is committed.
    const done = markBusy();
    mod.load().then(
      // A transition: rendered in slices (no long task), and never held back as a Suspense reveal is.
      (module) => live && startTransition(() => setState({ module, failed: false })),
      () => live && setState({ module: null, failed: true }),
    );
    return () => {
      live = false;
      done();
    };
  }, [mod, missing]);
  return state;
}
