import type { LogLine } from "../flows/flow-session.ts";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** The last events the machine received and the actions it ran, with the simulated time. */
export function EventLog({ log }: { log: readonly LogLine[] }) {
  const t = useMessages(flowMessages);
  return (
    <section className={styles.panel} aria-label={t("flows.log.title")}>
      <h3>{t("flows.log.title")}</h3>
      {log.length === 0 ? (
        <p className={styles.muted}>{t("flows.log.empty")}</p>
      ) : (
        <ol className={styles.log}>
          {log.map((line) => (
            <li key={line.seq} data-kind={line.kind}>
              <span className={styles.muted}>{t("flows.status.ms", { ms: line.at })}</span> <span className={styles.badge}>{t(`flows.log.${line.kind}`)}</span>{" "}
              <span className={styles.mono}>{line.type}</span>
              {line.detail !== null && <code className={styles.detail}>{line.detail}</code>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
