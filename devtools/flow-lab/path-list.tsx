import type { FlowPath } from "../flows/flow-paths.ts";
import { formatStateValue } from "../flows/machine-graph.ts";
import { safeJson } from "../flows/safe-json.ts";
import { Button } from "../../engine/ui/button.tsx";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

interface PathListProps {
  paths: { list: readonly FlowPath[]; error: string | null } | null;
  onReplay: (path: FlowPath) => void;
}

/** Every shortest path from the current input, each replayable on the running lab. */
export function PathList({ paths, onReplay }: PathListProps) {
  const t = useMessages(flowMessages);
  return (
    <section className={styles.panel} aria-label={t("flows.paths.title", { count: paths?.list.length ?? 0 })}>
      <h3>{t("flows.paths.title", { count: paths?.list.length ?? 0 })}</h3>
      <p className={styles.muted}>{t("flows.paths.lead")}</p>
      {paths === null && <p>{t("flows.paths.loading")}</p>}
      {paths?.error && <p role="alert">{t("flows.paths.error", { message: paths.error })}</p>}
      {paths && paths.list.length > 0 && (
        <ol className={styles.paths}>
          {paths.list.map((p) => (
            <li key={p.index}>
              <span className={styles.pathIndex}>{p.index}.</span>
              <span className={styles.pathLabel}>
                <span className={styles.mono}>{p.label}</span> ⇒ <strong>{formatStateValue(p.state.value)}</strong>
                {p.state.status === "done" && <code className={styles.detail}>{safeJson(p.state.output)}</code>}
              </span>
              <Button size="sm" variant="secondary" aria-label={t("flows.paths.replayPath", { index: p.index })} onClick={() => onReplay(p)}>
                {t("flows.paths.replay")}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
