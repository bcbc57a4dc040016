import { useId, useState } from "react";
import { enabledEvents } from "../flows/enabled-events.ts";
import type { HeldSession } from "../flows/session-holder.ts";
import { Button } from "../../engine/ui/button.tsx";
import { stepLabel } from "../../machines/graph-walk.ts";
import type { MachineEntry } from "../../machines/registry.ts";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** Buttons for what the current state can take: an answer per waiting actor call, each delay, each outside event; and the clock. */
export function EnabledEventsPanel({ entry, held }: { entry: MachineEntry; held: HeldSession }) {
  const t = useMessages(flowMessages);
  const { session, state } = held;
  const enabled = enabledEvents(entry, state.snapshot, state.calls);
  const [step, setStep] = useState(100);
  const clockId = useId();
  const nothing = enabled.answers.length === 0 && enabled.delays.length === 0 && enabled.outside.length === 0;
  return (
    <section className={styles.panel} aria-label={t("flows.events.title")}>
      <h3>{t("flows.events.title")}</h3>
      {nothing && <p className={styles.muted}>{t("flows.events.none")}</p>}
      {enabled.answers.map(({ call, outcomes }) => (
        <div key={call.id} role="group" aria-label={t("flows.events.answer", { actor: call.invokeId })} className={styles.answer}>
          <p>
            <span className={styles.mono}>{call.invokeId}</span>{" "}
            <span className={styles.muted}>{call.running ? t("flows.events.running", { outcome: call.running }) : t("flows.events.waiting")}</span>
          </p>
          <div className={styles.row}>
            {outcomes.map((o) => (
              <Button key={o} size="sm" variant="secondary" onClick={() => session.answer(call.invokeId, o)}>
                {o}
              </Button>
            ))}
          </div>
        </div>
      ))}
      {(enabled.delays.length > 0 || enabled.outside.length > 0) && (
        <div className={styles.row}>
          {enabled.delays.map((d) =>
            d.ms === null ? null : (
              <Button key={`${d.stateId}-${d.delay}`} size="sm" variant="secondary" icon="clock" onClick={() => session.advance(d.ms as number)}>
                {t("flows.events.after", { delay: d.delay, ms: d.ms })}
              </Button>
            ),
          )}
          {enabled.outside.map((e) => (
            <Button key={JSON.stringify(e)} size="sm" variant="secondary" onClick={() => session.send(e)}>
              {stepLabel(e)}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.row}>
        <label htmlFor={clockId}>{t("flows.clock.by")}</label>
        <input
          id={clockId}
          type="number"
          min={1}
          step={50}
          value={step}
          className={styles.number}
          onChange={(e) => setStep(Math.max(1, Number(e.target.value) || 1))}
        />
        <Button size="sm" variant="text" icon="clock" onClick={() => session.advance(step)}>
          {t("flows.clock.advance")}
        </Button>
      </div>
    </section>
  );
}
