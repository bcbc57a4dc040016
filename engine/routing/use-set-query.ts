import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Sets query parameters: one (key, value), or several at once ({ key: value }); null removes one. */
export type SetQuery = {
  (key: string, value: string | null): void;
  (values: Readonly<Record<string, string | null>>): void;
};

/**
 * Sets query parameters of the current page in place (history replaced, not pushed): a screen
 * keeps its tab or filters in the URL so back and a reload return to them. Several set at once
 * make one history entry change.
 */
export function useSetQuery(): SetQuery {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (keyOrValues: string | Readonly<Record<string, string | null>>, value?: string | null) => {
      const values = typeof keyOrValues === "string" ? { [keyOrValues]: value ?? null } : keyOrValues;
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [k, v] of Object.entries(values)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch],
  ) as SetQuery;
}
