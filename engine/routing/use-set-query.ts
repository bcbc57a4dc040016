import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { askSearch, intendedSearch, settleSearch, subscribeSearch } from "./pending-query.ts";

/** Sets query parameters: one (key, value), or several at once ({ key: value }); null removes one. */
export type SetQuery = {
  (key: string, value: string | null): void;
  (values: Readonly<Record<string, string | null>>): void;
};

/** A location's search without its "?" (as URLSearchParams writes it). */
const withoutMark = (search: string) => search.replace(/^\?/, "");

/**
 * The current page's query string (no "?") as the page should show it: the last one it asked for
 * (useSetQuery) while the router is still committing it, else the URL's.
 */
export function useIntendedSearch(): string {
  const { pathname, search } = useLocation();
  const committed = withoutMark(search);
  const shown = useSyncExternalStore(
    subscribeSearch,
    () => intendedSearch(pathname, committed),
    () => committed,
  );
  useEffect(() => settleSearch(pathname, committed), [pathname, committed]);
  return shown;
}

/**
 * Sets query parameters of the current page in place (history replaced, not pushed): a screen
 * keeps its tab or filters in the URL so back and a reload return to them. Several set at once
 * make one history entry change; a change starts from the last one asked for, so two quick changes
 * (a select, then a checkbox) both land.
 */
export function useSetQuery(): SetQuery {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (keyOrValues: string | Readonly<Record<string, string | null>>, value?: string | null) => {
      const values = typeof keyOrValues === "string" ? { [keyOrValues]: value ?? null } : keyOrValues;
      const committed = withoutMark(search);
      const next = new URLSearchParams(intendedSearch(pathname, committed));
      for (const [k, v] of Object.entries(values)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      const asked = next.toString();
      askSearch(pathname, committed, asked);
      navigate({ pathname, search: asked ? `?${asked}` : "", hash }, { replace: true, preventScrollReset: true });
    },
    [pathname, search, hash, navigate],
  ) as SetQuery;
}
