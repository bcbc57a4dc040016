import { formatStateValue } from "../flows/machine-graph.ts";
import type { SessionState } from "../flows/flow-session.ts";
import { safeJson } from "../flows/safe-json.ts";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** The current state value, status, simulated time and output, announced as they change. */
export function StatusBar({ state }: { state: SessionState }) {
  const t = useMessages(flowMessages);
  const { snapshot } = state;
  return (
    <div role="status" aria-label={t("flows.status.label")} className={styles.status} data-status={snapshot.status}>
      <dl>
        <div>
          <dt>{t("flows.status.state")}</dt>
          <dd className={styles.stateValue}>{formatStateValue(snapshot.value)}</dd>
        </div>
        <div>
          <dt>{t("flows.status.status")}</dt>
          <dd>{snapshot.status}</dd>
        </div>
        <div>
          <dt>{t("flows.status.clock")}</dt>
          <dd>{t("flows.status.ms", { ms: state.clockMs })}</dd>
        </div>
        {snapshot.status === "done" && (
          <div className={styles.wide}>
            <dt>{t("flows.status.output")}</dt>
            <dd>
              <code>{safeJson(snapshot.output)}</code>
            </dd>
          </div>
        )}
        {snapshot.status === "error" && (
          <div className={styles.wide}>
            <dt>{t("flows.status.output")}</dt>
            <dd>
              <code>{String(snapshot.error)}</code>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
