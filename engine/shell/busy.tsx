import { useEffect, useLayoutEffect, useRef } from "react";
import { markBusy } from "./loading-store.ts";

/**
 * Rendered with a loading fallback: while it is shown, the page counts as busy for the app's idle
 * signal (engine/shell/loading-store.ts). Renders nothing itself.
 *
 * Busy from the commit that shows it, and until the effects of the commit that removes it have
 * run: the content that replaces it starts its requests in those effects, so no moment of idle
 * shows between the two (a layout clean-up would end the mark a task or more before them).
 */
export function Busy() {
  const done = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    done.current ??= markBusy();
  }, []);
  useEffect(
    () => () => {
      done.current?.();
      done.current = null;
    },
    [],
  );
  return null;
}
