import { useId, useMemo } from "react";
import { fakeProblems } from "../../machines/graph-walk.ts";
import type { MachineEntry } from "../../machines/registry.ts";
import { ContextEditor } from "./context-editor.tsx";
import { EnabledEventsPanel } from "./enabled-events-panel.tsx";
import { EventLog } from "./event-log.tsx";
import { FakeControls } from "./fake-controls.tsx";
import { PathList } from "./path-list.tsx";
import { RunControls } from "./run-controls.tsx";
import { StateDiagram } from "./state-diagram.tsx";
import { StatusBar } from "./status-bar.tsx";
import { useFlowLab } from "./use-flow-lab.ts";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** One machine in the lab: its diagram with the current state, the controls that drive it, its paths. */
export function FlowWorkbench({ entry }: { entry: MachineEntry }) {
  const t = useMessages(flowMessages);
  const headingId = useId();
  const lab = useFlowLab(entry);
  const problems = useMemo(() => fakeProblems(entry.id, entry.machine, entry.fakes), [entry]);
  const held = lab.held;
  return (
    <section className={styles.workbench} aria-labelledby={headingId}>
      <header className={styles.workbenchHead}>
        <h2 id={headingId}>{entry.id}</h2>
        <p className={styles.muted}>{entry.title}</p>
      </header>
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          <h3>{t("flows.problems")}</h3>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {held && <StatusBar state={held.state} />}
      <div className={styles.columns}>
        <div className={styles.column}>{held && <StateDiagram machine={entry.machine} snapshot={held.state.snapshot} />}</div>
        <div className={styles.column}>
          <RunControls key={`${lab.sampleName ?? "custom"}`} entry={entry} lab={lab} />
          <FakeControls entry={entry} choice={lab.choice} onChoose={lab.choose} />
          {held && <EnabledEventsPanel entry={entry} held={held} />}
          {held && <ContextEditor session={held.session} snapshot={held.state.snapshot} />}
          {held && <EventLog log={held.state.log} />}
        </div>
      </div>
      <PathList paths={lab.paths} onReplay={lab.replay} />
    </section>
  );
}
