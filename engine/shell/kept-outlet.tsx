import { Activity, useEffect, useRef, useState, type ReactNode } from "react";
import { useOutlet } from "react-router";

interface Kept {
  /** The kept route: its mall and pattern. */
  key: string;
  mall: string;
  element: ReactNode;
}

/**
 * The routed screen, with routes flagged `cached` (Suwon's main) kept alive: leaving one hides it
 * (React's Activity: its state and DOM stay, its effects stop) instead of unmounting it, and coming
 * back shows it again as it was, at the scroll position it was left at. One route is kept at a
 * time, and only within its mall: moving to another mall lets it go.
 *
 * Call it after the shell's navigation scroll (useNavigationScroll), so the restored position wins
 * over the scroll to the top.
 */
export function useKeptOutlet(cached: boolean, mall: string | null, pattern: string | null, locationKey: string): ReactNode {
  const outlet = useOutlet();
  const [kept, setKept] = useState<Kept | null>(null);
  const key = cached && mall !== null && pattern !== null ? `${mall}:${pattern}` : null;
  // Derived from the route during render (React's pattern for state that follows props).
  if (key !== null && mall !== null && (kept?.key !== key || kept.element !== outlet)) setKept({ key, mall, element: outlet });
  else if (kept !== null && kept.mall !== mall) setKept(null);
  const showing = kept !== null && kept.key === key;

  // Where the kept screen was scrolled to, followed while it shows.
  const scrollY = useRef(0);
  useEffect(() => {
    if (!showing) return;
    const follow = () => {
      scrollY.current = window.scrollY;
    };
    window.addEventListener("scroll", follow, { passive: true });
    return () => window.removeEventListener("scroll", follow);
  }, [showing]);
  // Back on the kept screen (not its first visit): its position, after the shell's scroll to the top.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (kept === null) seen.current = null;
  }, [kept]);
  useEffect(() => {
    if (!showing) return;
    if (seen.current === kept.key) window.scrollTo(0, scrollY.current);
    else scrollY.current = 0;
    seen.current = kept.key;
  }, [showing, kept, locationKey]);

  return (
    <>
      {kept !== null && (
        <Activity key={kept.key} mode={showing ? "visible" : "hidden"}>
          {kept.element}
        </Activity>
      )}
      {!showing && outlet}
    </>
  );
}
