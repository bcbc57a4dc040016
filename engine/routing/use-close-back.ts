import { useCallback } from "react";
import { useNavigate } from "react-router";
import { historyHoldsOnlyCurrent } from "./back.ts";

/**
 * Closes a popup that lives in the URL (showMap, map=Y, a store's tnId) by going back one history
 * step, as the spec's map popup does; a page opened with the popup already in its address (no step
 * to go back to) is replaced by `fallback` (the same page without the popup).
 */
export function useCloseBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (historyHoldsOnlyCurrent(window.history.state)) navigate(fallback, { replace: true, preventScrollReset: true });
    else navigate(-1);
  }, [navigate, fallback]);
}

/** A search string without the given keys: the address of the page under a popup ("?a=1" or ""). */
export function searchWithout(search: string, keys: readonly string[]): string {
  const next = new URLSearchParams(search);
  for (const k of keys) next.delete(k);
  const s = next.toString();
  return s ? `?${s}` : "";
}

/**
 * The close of a store popup opened by `tnId` in the query or by a trailing `:tnId` path segment
 * (Suwon): back one step, or the page without it.
 */
export function usePopupClose(location: { pathname: string; search: string }, byPath: boolean, keys: readonly string[] = ["tnId"]): () => void {
  const base = byPath ? location.pathname.slice(0, location.pathname.lastIndexOf("/")) : location.pathname;
  return useCloseBack(`${base}${searchWithout(location.search, keys)}`);
}
