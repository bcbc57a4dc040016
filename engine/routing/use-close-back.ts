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
