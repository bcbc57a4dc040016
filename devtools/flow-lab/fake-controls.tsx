import { useId } from "react";
import { useIntl } from "react-intl";
import type { MachineEntry } from "../../machines/registry.ts";
import styles from "./flow-lab.module.css";

/** One select per actor: the fake outcome its next call answers with. */
export function FakeControls({ entry, choice, onChoose }: { entry: MachineEntry; choice: Readonly<Record<string, string>>; onChoose: (actor: string, outcome: string) => void }) {
  const intl = useIntl();
  const base = useId();
  const actors = Object.entries(entry.fakes);
  return (
    <section className={styles.panel} aria-label={intl.formatMessage({ id: "flows.fakes.title" })}>
      <h3>{intl.formatMessage({ id: "flows.fakes.title" })}</h3>
      {actors.length === 0 && <p className={styles.muted}>{intl.formatMessage({ id: "flows.fakes.none" })}</p>}
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
