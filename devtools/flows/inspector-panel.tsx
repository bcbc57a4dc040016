import { useId, useState, useSyncExternalStore } from "react";
import { Button } from "../../engine/ui/button.tsx";
import { inspectedActors, subscribeInspection, type InspectedActor } from "../../engine/inspection/inspection-store.ts";
import { safeJson } from "./safe-json.ts";
import { openStatelyInspector } from "./stately-bridge.ts";
import styles from "./inspector-panel.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "./flows.messages.ts";

function ActorCard({ actor }: { actor: InspectedActor }) {
  const t = useMessages(flowMessages);
  return (
    <li className={styles.actor}>
      <h3>
        <span>{actor.name}</span>
        <span className={styles.muted}>{actor.status}</span>
      </h3>
      <dl>
        <dt>{t("flows.inspector.state")}</dt>
        <dd>
          <code>{actor.value === undefined ? "—" : safeJson(actor.value)}</code>
        </dd>
        {actor.context !== undefined && (
          <>
            <dt>{t("flows.inspector.context")}</dt>
            <dd>
              <details>
                <summary>{t("flows.inspector.showContext")}</summary>
                <pre>{safeJson(actor.context, 2)}</pre>
              </details>
            </dd>
          </>
        )}
        {actor.output !== undefined && (
          <>
            <dt>{t("flows.inspector.output")}</dt>
            <dd>
              <code>{safeJson(actor.output)}</code>
            </dd>
          </>
        )}
        <dt>{t("flows.inspector.events")}</dt>
        <dd>
          <ol className={styles.events}>
            {actor.events.map((type, i) => (
              <li key={`${i}-${type}`}>{type}</li>
            ))}
          </ol>
        </dd>
      </dl>
    </li>
  );
}

/** The offline actor inspector of `?inspect=1` (development builds): the actors seen, newest first, with state, context and last events. */
export function InspectorPanel() {
  const t = useMessages(flowMessages);
  const actors = useSyncExternalStore(subscribeInspection, inspectedActors, inspectedActors);
  const [open, setOpen] = useState(false);
  const [stately, setStately] = useState<"idle" | "opening" | "failed">("idle");
  const bodyId = useId();
  const live = actors.filter((a) => a.status === "active").length;

  const connect = () => {
    setStately("opening");
    openStatelyInspector().catch(() => setStately("failed"));
  };

  return (
    <aside className={styles.panel} aria-label={t("flows.inspector.title")}>
      {open && (
        <div id={bodyId} className={styles.body}>
          <h2>{t("flows.inspector.title")}</h2>
          {actors.length === 0 ? (
            <p className={styles.muted}>{t("flows.inspector.empty")}</p>
          ) : (
            <ol className={styles.actors}>
              {[...actors].reverse().map((a) => (
                <ActorCard key={a.sessionId} actor={a} />
              ))}
            </ol>
          )}
          <Button size="sm" variant="secondary" onClick={connect} disabled={stately === "opening"}>
            {t("flows.inspector.stately")}
          </Button>
          {stately === "failed" && <p role="alert">{t("flows.inspector.statelyFailed")}</p>}
        </div>
      )}
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={() => setOpen((o) => !o)}>
        {t("flows.inspector.toggle", { live, total: actors.length })}
      </button>
    </aside>
  );
}
