import { FormattedMessage } from "react-intl";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorState } from "../ui/error-state.tsx";
import styles from "./shell.module.css";

/** Shown when a route fails to load (a lost chunk after a deploy, a thrown loader): never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className={styles.notice} id="main-content">
      <ErrorState
        titleAs="h2"
        title={<FormattedMessage id="shell.error" />}
        description={status ? `HTTP ${status}` : undefined}
        onRetry={() => window.location.reload()}
      />
      <p>
        <Link to="/">
          <FormattedMessage id="shell.toGate" />
        </Link>
      </p>
    </main>
  );
}
