import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./event-card.module.css";

export interface EventCardProps {
  /** The detail page (null where the mall mounts none: the card is not a link). */
  to: string | null;
  image: string;
  title: string;
  /** The period line (null: the event shows none). */
  period: string | null;
  /** Short labels over the image (the kind of event, "ended"). */
  badges?: readonly string[];
  /** Dimmed: the event is over. */
  ended?: boolean;
  /** A control beside the title (Suwon's heart); outside the link. */
  action?: ReactNode;
}

/** One event or promotion of a list: its image, title and period, the whole card a link to it. */
export function EventCard({ to, image, title, period, badges = [], ended = false, action }: EventCardProps) {
  return (
    <li className={ended ? `${styles.card} ${styles.ended}` : styles.card}>
      <CardLink to={to}>
        <span className={styles.media}>
          <img className={styles.image} src={image} alt="" loading="lazy" width={640} height={360} />
          {badges.length > 0 && (
            <span className={styles.badges}>
              {badges.map((b) => (
                <span key={b} className={styles.badge}>
                  {b}
                </span>
              ))}
            </span>
          )}
        </span>
        <span className={styles.title}>{title}</span>
        {period !== null && <span className={styles.period}>{period}</span>}
      </CardLink>
      {action !== undefined && <span className={styles.action}>{action}</span>}
    </li>
  );
}

function CardLink({ to, children }: { to: string | null; children: ReactNode }) {
  return to === null ? (
    <span className={styles.link}>{children}</span>
  ) : (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}
