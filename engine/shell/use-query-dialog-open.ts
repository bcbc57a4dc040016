import { useLocation } from "react-router";
import { useRouteHandle } from "../routing/handle.ts";

/**
 * Whether one of the shell's query dialogs is open on this route (cfSearch, mapSearch, tnId: the
 * route's shipped query holds only those, decision 0018). A screen's own dialog waits meanwhile:
 * one dialog at a time (decision 0011).
 */
export function useQueryDialogOpen(): boolean {
  const handle = useRouteHandle();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return (handle?.query ?? []).some((q) => params.has(q));
}
