import type { ReactNode } from "react";
import { Button } from "../../engine/ui/button.tsx";
import { Icon, type IconName } from "../../engine/ui/icon.tsx";
import styles from "./system-message.module.css";

export interface SystemMessageProps {
  icon: IconName;
  title: string;
  /** A second line under the title (another language's wording). */
  subtitle?: ReactNode;
  body: string;
  action: { to: string; label: string };
  /** Small print for support (a screen id, the requested address). */
  detail?: ReactNode;
}

/** The calm full-page message of the system screens: it explains and offers one way forward. */
export function SystemMessage({ icon, title, subtitle, body, action, detail }: SystemMessageProps) {
  return (
    <div className={styles.page}>
      <span className={styles.badge}>
        <Icon name={icon} size={30} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
      <p className={styles.body}>{body}</p>
      <Button to={action.to} size="lg" className={styles.action}>
        {action.label}
      </Button>
      {detail !== undefined && <p className={styles.detail}>{detail}</p>}
    </div>
  );
}
