import { fillParams } from "../../schemas/route-tree.ts";
import type { RouteHandle } from "./handle.ts";

/** True when the browser history holds only the current page (react-router stores its index in history.state). */
export function historyHoldsOnlyCurrent(state: unknown): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx !== "number" || idx <= 0;
}

/** Where "back" goes when there is no history: the parent route, else the mall home, else the gate. */
export function backFallback(handle: RouteHandle | null, params: Record<string, string | undefined>): string {
  if (handle?.parentPattern) {
    const filled = fillParams(handle.parentPattern, params);
    if (!filled.split("/").some((s) => s.startsWith(":"))) return filled;
  }
  return handle?.mall ? `/${handle.mall}` : "/";
}
