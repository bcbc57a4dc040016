import { useMemo } from "react";
import type { AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { activePaths, machineGraph, type StateInfo, type TransitionInfo } from "../flows/machine-graph.ts";
import styles from "./state-diagram.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

const anchor = (path: string) => `flow-state-${path.replace(/\./g, "-")}`;

function Transition({ transition, from }: { transition: TransitionInfo; from: string }) {
  const t = useMessages(flowMessages);
  return (
    <li className={styles.transition} data-kind={transition.kind}>
      <span className={styles.trigger}>{transition.trigger}</span>
      {transition.guard && <span className={styles.guard}>[{transition.guard}]</span>}
      <span aria-hidden="true" className={styles.arrow}>
        →
      </span>
      {transition.targets.length === 0 ? (
        <span className={styles.muted}>{t("flows.diagram.stays")}</span>
      ) : (
        transition.targets.map((target) => (
          <a key={target} href={`#${anchor(target)}`} className={styles.target} data-self={target === from || undefined}>
            {target}
          </a>
        ))
      )}
      {transition.actions.length > 0 && <span className={styles.actions}>/ {transition.actions.join(", ")}</span>}
    </li>
  );
}

function StateBox({ state, active }: { state: StateInfo; active: ReadonlySet<string> }) {
  const t = useMessages(flowMessages);
  const current = active.has(state.path);
  const badges = [
    state.initial && t("flows.diagram.initial"),
    state.type === "final" && t("flows.diagram.final"),
    state.type === "parallel" && t("flows.diagram.parallel"),
  ].filter(Boolean);
  return (
    <li id={anchor(state.path)} className={styles.state} data-type={state.type} data-current={current || undefined} aria-current={current ? "true" : undefined}>
      <div className={styles.head}>
        <span className={styles.name}>{state.key}</span>
        {badges.map((b) => (
          <span key={String(b)} className={styles.badge}>
            {b}
          </span>
        ))}
        {current && <span className={styles.currentBadge}>{t("flows.diagram.current")}</span>}
      </div>
      {state.invokes.map((i) => (
        <p key={i.id} className={styles.invoke}>
          {t("flows.diagram.invokes", { src: i.src })}
        </p>
      ))}
      {state.transitions.length > 0 && (
        <ul className={styles.transitions}>
          {state.transitions.map((tr, i) => (
            <Transition key={`${tr.eventType}-${i}`} transition={tr} from={state.path} />
          ))}
        </ul>
      )}
      {state.children.length > 0 && <StateList states={state.children} active={active} />}
    </li>
  );
}

function StateList({ states, active }: { states: readonly StateInfo[]; active: ReadonlySet<string> }) {
  return (
    <ol className={styles.states}>
      {states.map((s) => (
        <StateBox key={s.path} state={s} active={active} />
      ))}
    </ol>
  );
}

/**
 * The machine's states as boxes (children nested in their parent) with their transitions as
 * labelled arrows to the target state, derived from the definition; the current state stands out.
 */
export function StateDiagram({ machine, snapshot }: { machine: AnyStateMachine; snapshot: AnyMachineSnapshot }) {
  const t = useMessages(flowMessages);
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const active = new Set(activePaths(snapshot.value));
  return (
    <section className={styles.diagram} aria-label={t("flows.diagram.title")}>
      <h3>
        {t("flows.diagram.title")} <code>{machine.id}</code>
      </h3>
      <StateList states={graph.children} active={active} />
    </section>
  );
}
