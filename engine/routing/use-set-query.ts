import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Sets one query parameter of the current page in place (history replaced, not pushed): a screen
 * keeps its tab or filter in the URL so back and a reload return to it. null removes the parameter.
 */
export function useSetQuery(): (key: string, value: string | null) => void {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (key, value) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
}
