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
  /** A mall's own site header (chrome site): the brand colour, the title a wordmark link. */
  site?: boolean;
}

/** The sticky top bar of a mall's pages. */
export function AppHeader({ title, onBack, onMenu, menuOpen, menuControls, trailing, transparent = false, site = false }: AppHeaderProps) {
  const intl = useIntl();
  const tone = transparent ? styles.transparent : site ? styles.site : "";
  return (
    <header className={`${styles.header} ${tone}`}>
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
