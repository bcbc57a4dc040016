import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Icon } from "./icon.tsx";
import styles from "./app-header.module.css";

export interface AppHeaderProps {
  /** Shown centred; the screen's own h1 stays the page heading, so this is not a heading. */
  title?: ReactNode;
  /** Shows the back button when given. */
  onBack?: () => void;
  /** Shows the menu button when given. */
  onMenu?: () => void;
  /** Whether the menu the button controls is open (aria-expanded). */
  menuOpen?: boolean;
  /** id of the drawer the menu button opens (aria-controls). */
  menuControls?: string;
  /** Extra actions at the end (search, language switch). */
  trailing?: ReactNode;
  /** Transparent over a hero image instead of the surface colour. */
  transparent?: boolean;
}

/** The sticky top bar of a mall's pages. */
export function AppHeader({ title, onBack, onMenu, menuOpen, menuControls, trailing, transparent = false }: AppHeaderProps) {
  const intl = useIntl();
  return (
    <header className={transparent ? `${styles.header} ${styles.transparent}` : styles.header}>
      <div className={styles.start}>
        {onBack && (
          <button type="button" className={styles.iconButton} aria-label={intl.formatMessage({ id: "ui.header.back" })} onClick={onBack}>
            <Icon name="back" />
          </button>
        )}
      </div>
      <div className={styles.title}>{title}</div>
      <div className={styles.end}>
        {trailing}
        {onMenu && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={intl.formatMessage({ id: "ui.header.menu" })}
            aria-expanded={menuOpen ?? false}
            aria-controls={menuControls}
            aria-haspopup="dialog"
            onClick={onMenu}
          >
            <Icon name="menu" />
          </button>
        )}
      </div>
    </header>
  );
}
