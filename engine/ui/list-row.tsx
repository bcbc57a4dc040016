import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import styles from "./list-row.module.css";

export interface ListRowProps {
  title: ReactNode;
  /** A second line (a date, a floor, a short description). */
  description?: ReactNode;
  /** Leading visual: an Icon, a thumbnail. */
  leading?: ReactNode;
  /** Trailing text or control (a badge, a count, a switch). */
  trailing?: ReactNode;
  /** In-app route: the whole row is a link with a chevron. */
  to?: string;
  /** Outside link (opened in a new tab). */
  href?: string;
  /** The whole row is a button. */
  onClick?: () => void;
}

/** One row of a list; render inside <ul>. */
export function ListRow({ title, description, leading, trailing, to, href, onClick }: ListRowProps) {
  const interactive = to !== undefined || href !== undefined || onClick !== undefined;
  const body = (
    <>
      {leading !== undefined && <span className={styles.leading}>{leading}</span>}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description !== undefined && <span className={styles.description}>{description}</span>}
      </span>
      {trailing !== undefined && <span className={styles.trailing}>{trailing}</span>}
      {interactive && <Icon name="chevron" size={20} className={styles.chevron} />}
    </>
  );

  let row: ReactNode;
  if (to !== undefined) {
    row = (
      <Link to={to} className={`${styles.row} ${styles.action}`}>
        {body}
      </Link>
    );
  } else if (href !== undefined) {
    row = (
      <a href={href} target="_blank" rel="noopener noreferrer" className={`${styles.row} ${styles.action}`}>
        {body}
      </a>
    );
  } else if (onClick !== undefined) {
    row = (
      <button type="button" onClick={onClick} className={`${styles.row} ${styles.action}`}>
        {body}
      </button>
    );
  } else {
    row = <div className={styles.row}>{body}</div>;
  }
  return <li className={styles.item}>{row}</li>;
}
