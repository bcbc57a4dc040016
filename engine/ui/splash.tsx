import { useIntl } from "react-intl";
import { usePresence } from "./use-presence.ts";
import { VisuallyHidden } from "./visually-hidden.tsx";
import styles from "./splash.module.css";

/** How long the splash takes to fade away once the app is ready. */
export const SPLASH_FADE_MS = 400;

export interface SplashProps {
  visible: boolean;
  /** The wordmark shown (the brand word, or the mall name once known). */
  wordmark: string;
  /** A line under the wordmark (the mall's English name). */
  caption?: string;
}

/** The first screen while the app boots; it covers everything and fades away when ready. */
export function Splash({ visible, wordmark, caption }: SplashProps) {
  const intl = useIntl();
  const { mounted, leaving } = usePresence(visible, SPLASH_FADE_MS);
  if (!mounted) return null;
  return (
    <div className={leaving ? `${styles.splash} ${styles.leaving}` : styles.splash} aria-hidden={leaving || undefined}>
      {/* The wordmark is branding; the status below says what is happening. */}
      <div className={styles.mark} aria-hidden="true">
        <span className={styles.rule} />
        <p className={styles.wordmark}>{wordmark}</p>
        {caption && <p className={styles.caption}>{caption}</p>}
      </div>
      <output className={styles.status}>{!leaving && <VisuallyHidden>{intl.formatMessage({ id: "ui.splash.loading" })}</VisuallyHidden>}</output>
    </div>
  );
}
