import { useEffect, useState } from "react";

/**
 * Keeps an element mounted for `exitMs` after it stops being visible, so it can fade out instead of
 * vanishing. `leaving` is true during that exit.
 */
export function usePresence(visible: boolean, exitMs: number): { mounted: boolean; leaving: boolean } {
  const [lingering, setLingering] = useState(visible);
  // Becoming visible again mid-exit: adjust during render (React's pattern for derived state).
  if (visible && !lingering) setLingering(true);
  useEffect(() => {
    if (visible) return;
    const timer = setTimeout(() => setLingering(false), exitMs);
    return () => clearTimeout(timer);
  }, [visible, exitMs]);
  return { mounted: visible || lingering, leaving: !visible && lingering };
}
