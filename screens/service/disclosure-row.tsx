import { useId, type ReactNode } from "react";
import { Icon } from "../../engine/ui/icon.tsx";
import styles from "./board.module.css";

interface Props {
  /** The row's title (a question, a notice's title). */
  title: ReactNode;
  /** A line under the title (a date, a category). */
  meta?: ReactNode;
  /** Before the title (the pinned badge). */
  badge?: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** The language of the title and the panel when it differs from the page's (Korean-only FAQs in English). */
  lang?: string;
  /** The opened content, rendered only while open (what it loads, it loads on the first open). */
  children: () => ReactNode;
}

/**
 * One row of an accordion (the WAI-ARIA pattern): a heading whose button shows and hides its panel
 * below. Render inside a <ul>.
 */
export function DisclosureRow({ title, meta, badge, open, onToggle, lang, children }: Props) {
  const id = useId();
  return (
    <li className={open ? `${styles.row} ${styles.open}` : styles.row}>
      <h2 className={styles.rowHeading}>
        <button type="button" id={`${id}-button`} className={styles.rowButton} aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
          <span className={styles.rowText}>
            <span className={styles.rowTitle} lang={lang}>
              {badge}
              {title}
            </span>
            {/* The space keeps the title and the line under it apart in the button's name. */}
            {meta !== undefined && " "}
            {meta !== undefined && <span className={styles.rowMeta}>{meta}</span>}
          </span>
          <Icon name="chevron" size={20} className={styles.chevron} />
        </button>
      </h2>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open} lang={lang}>
        {open && children()}
      </div>
    </li>
  );
}

/** Which rows of an accordion are open, by key: several may be at once. */
export function toggled<K>(open: ReadonlySet<K>, key: K): Set<K> {
  const next = new Set(open);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
