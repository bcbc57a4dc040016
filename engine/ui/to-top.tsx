import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Icon } from "./icon.tsx";
import { useReducedMotion } from "./use-media-query.ts";
import styles from "./to-top.module.css";

export interface ToTopProps {
  /** Scroll distance in px after which the button appears (default 320). */
  threshold?: number;
}

function scrollOffset(): number {
  return window.scrollY || document.documentElement.scrollTop || 0;
}

/**
 * The to-top control for routes flagged showTop. After scrolling it sends the page to the top and
 * moves focus to the main landmark, so keyboard users do not lose their place when it disappears.
 */
export function ToTop({ threshold = 320 }: ToTopProps) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  // Hidden in the first render, as on a server (the page's HTML, which the app hydrates); the
  // effect reads the scroll right after.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(scrollOffset() > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  if (!shown) return null;

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    const main = document.querySelector<HTMLElement>("main, [role='main']");
    if (main) {
      if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
      main.focus({ preventScroll: true });
    }
  };

  return (
    <button type="button" className={styles.toTop} aria-label={intl.formatMessage({ id: "ui.toTop" })} onClick={toTop}>
      <Icon name="top" size={22} />
    </button>
  );
}
