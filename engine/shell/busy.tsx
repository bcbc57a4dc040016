import { useLayoutEffect } from "react";
import { markBusy } from "./loading-store.ts";

/**
 * Rendered with a loading fallback: while it is shown, the page counts as busy for the app's idle
 * signal (engine/shell/loading-store.ts). Renders nothing itself.
 */
export function Busy() {
  useLayoutEffect(() => markBusy(), []);
  return null;
}
