import { useEffect, useLayoutEffect, useRef } from "react";
import type { QueryCache } from "./query-cache.ts";

/**
 * The cache machinery every data hook shares (useApiQuery, usePagedList): tells `onFresh` when a
 * fresh value is stored under the key (another hook loaded it) and `onStale` when the entry is
 * invalidated or dropped (a write, a logout), so a mounted view refetches while still showing what
 * it has. The callbacks may change between renders without a new subscription.
 */
export function useCacheSync(cache: QueryCache, key: string, on: { onStale: () => void; onFresh?: (value: unknown) => void }): void {
  const latest = useRef(on);
  useLayoutEffect(() => {
    latest.current = on;
  });
  useEffect(
    () =>
      cache.subscribe(key, () => {
        const entry = cache.get(key);
        if (entry && !entry.stale) latest.current.onFresh?.(entry.value);
        else latest.current.onStale();
      }),
    [cache, key],
  );
}

/** Whether the key's entry was invalidated since it was stored: its next call must be a fresh one. */
export const isStale = (cache: QueryCache, key: string): boolean => cache.get(key)?.stale === true;
