import { useEffect, useRef, useState, type ReactNode } from "react";

export interface WhenVisibleProps {
  children: ReactNode;
  /** The room kept until the content shows, so the page does not jump (a CSS length). */
  minHeight: string;
  /** How far below the screen to start (default 200px: the content is ready as it scrolls in). */
  margin?: string;
}

/**
 * Renders its children once their place is near the screen, so a lazy part below the fold (the
 * membership page's stamp card) and its code load only when the visitor scrolls towards it.
 * Without IntersectionObserver it renders them at once.
 */
export function WhenVisible({ children, minHeight, margin = "200px" }: WhenVisibleProps) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  if (seen) return <>{children}</>;
  return <div ref={box} style={{ minHeight }} aria-hidden="true" />;
}
