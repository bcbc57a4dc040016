import { FormattedMessage } from "react-intl";
import { ErrorState } from "../ui/error-state.tsx";
import styles from "./shell.module.css";

/**
 * Shown when a page fails to render (a lost chunk after a deploy, a screen that threw): never a
 * blank page. Retrying reloads: a chunk that failed once stays failed in this page's memory.
 */
export function RouteError() {
  return (
    <main className={styles.notice} id="main-content">
      <ErrorState titleAs="h2" title={<FormattedMessage id="shell.error" />} onRetry={() => window.location.reload()} />
      <p>
        {/* A full load: the router's tree is the part that failed. */}
        <a href="/">
          <FormattedMessage id="shell.toGate" />
        </a>
      </p>
    </main>
  );
}
