import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Icon, type IconName } from "./icon.tsx";
import styles from "./state.module.css";

export interface EmptyStateProps {
  /** What is empty ("진행 중인 이벤트가 없습니다."); a generic message by default. */
  title?: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A way forward (a Button). */
  action?: ReactNode;
  /** Heading level of the title; "p" inside a section that already has its heading; "h1" when it is the whole page. */
  titleAs?: "h1" | "h2" | "h3" | "p";
}

/** Shown where a list or page has nothing to show. */
export function EmptyState({ title, description, icon, action, titleAs: Title = "p" }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.state}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size={28} />
        </span>
      )}
      <Title className={styles.title}>{title ?? intl.formatMessage({ id: "ui.empty.title" })}</Title>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
