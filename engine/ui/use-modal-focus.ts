import { useEffect, useEffectEvent, type RefObject } from "react";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Focusable descendants in tab order (hidden ones excluded). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest("[hidden], [inert]") && el.getAttribute("aria-hidden") !== "true",
  );
}

interface ModalFocusOptions {
  open: boolean;
  container: RefObject<HTMLElement | null>;
  onEscape: () => void;
  /** Receives focus on open; otherwise the first focusable element, otherwise the container. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Modal focus behaviour shared by dialogs and the drawer: focus moves in on open, Tab cycles inside,
 * Escape closes, and focus returns on close to whatever had it before, so keyboard and
 * screen-reader users keep their place in the page. The page behind stops scrolling meanwhile.
 */
export function useModalFocus({ open, container, onEscape, initialFocus }: ModalFocusOptions): void {
  // The latest callback without re-running the effect (which would steal focus again).
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    if (!open) return;
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? focusableIn(root)[0] ?? root;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener("keydown", onKeyDown);

    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";

    return () => {
      root.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, container, initialFocus]);
}
