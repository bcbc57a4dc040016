import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageLoading } from "../../engine/ui/image-loading.ts";
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
  /** Its image loads at once, ahead of others: a card the list shows above the fold (its largest paint), not when scrolled to. */
  eager?: boolean;
}

/** How many cards a list's first screen shows on a phone (their images load eagerly). */
export const EAGER_CARDS = 2;

/** One event or promotion of a list: its image, title and period, the whole card a link to it. */
export function EventCard({ to, image, title, period, badges = [], ended = false, action, eager = false }: EventCardProps) {
  return (
    <li className={ended ? `${styles.card} ${styles.ended}` : styles.card}>
      <CardLink to={to}>
        <span className={styles.media}>
          <img className={styles.image} src={image} alt="" width={640} height={360} {...imageLoading(eager)} />
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
