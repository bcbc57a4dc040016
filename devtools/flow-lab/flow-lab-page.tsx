import { useSearchParams } from "react-router";
import { ListRow } from "../../engine/ui/list-row.tsx";
import { machineEntry, machineRegistry } from "../../machines/registry.ts";
import { FlowWorkbench } from "./flow-workbench.tsx";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** Every registered machine, and the workbench of the one picked (`?machine=<id>`). */
export function FlowLabPage() {
  const t = useMessages(flowMessages);
  const [params] = useSearchParams();
  const id = params.get("machine");
  const entry = id ? machineEntry(id) : undefined;
  return (
    <div className={styles.page} data-layout="wide">
      <header className={styles.intro}>
        <h1>{t("flows.title")}</h1>
        <p>{t("flows.lead")}</p>
      </header>
      <nav aria-label={t("flows.machines")}>
        <ul className={styles.machineList}>
          {machineRegistry.map((e) => (
            <ListRow key={e.id} title={e.id} description={e.title} to={`/__flows?machine=${encodeURIComponent(e.id)}`} />
          ))}
        </ul>
      </nav>
      {id !== null && !entry && <p role="alert">{t("flows.unknownMachine", { id })}</p>}
      {entry ? <FlowWorkbench key={entry.id} entry={entry} /> : <p className={styles.muted}>{t("flows.pick")}</p>}
    </div>
  );
}
