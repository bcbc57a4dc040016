import { useLocation } from "react-router";
import { useRouteHandle } from "../routing/handle.ts";

/**
 * The shell's query dialogs open on a route: the route's shipped query holds only the parameters
 * the shell acts on (cfSearch, mapSearch, tnId; decision 0018), open while the address has them.
 */
export function openQueryDialogs(query: readonly string[] | undefined, search: string): string[] {
  const params = new URLSearchParams(search);
  return (query ?? []).filter((q) => params.has(q));
}

/** Whether one of the shell's query dialogs is open: a screen's own dialog waits meanwhile (one at a time, decision 0011). */
export function useQueryDialogOpen(): boolean {
  const handle = useRouteHandle();
  return openQueryDialogs(handle?.query, useLocation().search).length > 0;
}
