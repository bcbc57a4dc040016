import { useEffect, useRef, useState } from "react";
import { useNavigationType } from "react-router";
import { useServices } from "../services/services.ts";
import { scrollKey } from "./query-key.ts";

/**
 * The window's scroll as of its last scroll event, kept by one passive listener from the first list
 * on. A list saves this, not window.scrollY, when its key changes: that cleanup runs inside the
 * commit of a tapped filter or tab, where reading scrollY forces a layout of the DOM just changed
 * (a forced reflow in the tap's frame).
 */
let lastY = 0;
let tracking = false;
function trackScroll(): void {
  if (tracking) return;
  tracking = true;
  lastY = window.scrollY;
  window.addEventListener("scroll", () => (lastY = window.scrollY), { passive: true });
}

/**
 * Gives a list its scroll position back on back navigation: the window's scroll is saved when the
 * screen is left, and restored once `ready` (the cached list has rendered). It waits a frame, so it
 * runs after the shell's scroll to the top of a new page. A fresh visit (not back) starts at the top.
 */
export function useRestoredScroll(key: string, ready: boolean): void {
  const { cache } = useServices();
  const back = useNavigationType() === "POP";
  // Read at mount, before the save below can overwrite it (StrictMode unmounts once in development).
  const [saved] = useState(() => ({ key, y: cache.get<number>(scrollKey(key))?.value }));
  const done = useRef(false);

  useEffect(() => {
    if (!ready || done.current) return;
    const { y } = saved;
    if (!back || y === undefined || saved.key !== key) {
      done.current = true;
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      done.current = true;
      window.scrollTo(0, y);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [key, ready, back, saved]);

  useEffect(() => {
    trackScroll();
    return () => cache.set(scrollKey(key), lastY);
  }, [cache, key]);
}
