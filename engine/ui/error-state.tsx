import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Button } from "./button.tsx";
import styles from "./state.module.css";

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  titleAs?: "h2" | "h3" | "p";
}

/** Shown in place of content that failed to load (a request error, a response that did not decode). */
export function ErrorState({ title, description, onRetry, titleAs: Title = "p" }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.state} role="alert">
      <span className={`${styles.icon} ${styles.iconError}`} aria-hidden="true">
        !
      </span>
      <Title className={styles.title}>{title ?? intl.formatMessage({ id: "ui.error.title" })}</Title>
      <p className={styles.description}>{description ?? intl.formatMessage({ id: "ui.error.description" })}</p>
      {onRetry && (
        <div className={styles.action}>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {intl.formatMessage({ id: "ui.error.retry" })}
          </Button>
        </div>
      )}
    </div>
  );
}
