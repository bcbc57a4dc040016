import type { ReactNode } from "react";
import styles from "./visually-hidden.module.css";

/** Text for assistive technology only (extra context for a terse visible label). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.hidden}>
      {children}
    </span>
  );
}
