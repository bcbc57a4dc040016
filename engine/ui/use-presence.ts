import { useEffect, useState } from "react";

/**
 * Keeps an element mounted for `exitMs` after it stops being visible, so it can fade out instead of
 * vanishing. `leaving` is true during that exit.
 */
export function usePresence(visible: boolean, exitMs: number): { mounted: boolean; leaving: boolean } {
  const [lingering, setLingering] = useState(visible);
  useEffect(() => {
    if (visible) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), exitMs);
    return () => clearTimeout(timer);
  }, [visible, exitMs]);
  return { mounted: visible || lingering, leaving: !visible && lingering };
}
