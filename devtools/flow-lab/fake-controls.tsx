import { useId } from "react";
import type { MachineEntry } from "../../machines/registry.ts";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** One select per actor: the fake outcome its next call answers with. */
export function FakeControls({
  entry,
  choice,
  onChoose,
}: {
  entry: MachineEntry;
  choice: Readonly<Record<string, string>>;
  onChoose: (actor: string, outcome: string) => void;
}) {
  const t = useMessages(flowMessages);
  const base = useId();
  const actors = Object.entries(entry.fakes);
  return (
    <section className={styles.panel} aria-label={t("flows.fakes.title")}>
      <h3>{t("flows.fakes.title")}</h3>
      {actors.length === 0 && <p className={styles.muted}>{t("flows.fakes.none")}</p>}
      <div className={styles.fakes}>
        {actors.map(([actor, outcomes]) => (
          <div key={actor} className={styles.field}>
            <label htmlFor={`${base}-${actor}`} className={styles.mono}>
              {actor}
            </label>
            <select id={`${base}-${actor}`} value={choice[actor] ?? ""} onChange={(e) => onChoose(actor, e.target.value)}>
              {Object.keys(outcomes).map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </section>
  );
}
