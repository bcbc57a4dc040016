import { useIntl } from "react-intl";
import { usePresence } from "./use-presence.ts";
import { VisuallyHidden } from "./visually-hidden.tsx";
import styles from "./loading-overlay.module.css";

/** The spec's fade-out of the loading indicator (tokens.css --motion-loading-fade matches). */
export const LOADING_FADE_MS = 1000;

export interface LoadingOverlayProps {
  visible: boolean;
  /** Announced to screen readers; "불러오는 중" by default. */
  label?: string;
}

/**
 * The app-wide loading veil. It appears at once and fades out over 1000 ms once requests settle;
 * while fading it lets touches through, so a slow fade never blocks the page.
 */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  const intl = useIntl();
  const { mounted, leaving } = usePresence(visible, LOADING_FADE_MS);
  if (!mounted) return null;
  return (
    <div className={leaving ? `${styles.overlay} ${styles.leaving}` : styles.overlay} data-state={leaving ? "leaving" : "visible"}>
      <span className={styles.spinner} aria-hidden="true" />
      <output className={styles.status}>{!leaving && <VisuallyHidden>{label ?? intl.formatMessage({ id: "ui.loading" })}</VisuallyHidden>}</output>
    </div>
  );
}
