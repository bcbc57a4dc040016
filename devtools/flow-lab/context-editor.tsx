import type { AnyMachineSnapshot } from "xstate";
import type { FlowSession } from "../flows/flow-session.ts";
import { safeJson } from "../flows/safe-json.ts";
import { JsonField } from "./json-field.tsx";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** The running machine's context as editable JSON; applying it keeps the state, its calls and timers. */
export function ContextEditor({ session, snapshot }: { session: FlowSession; snapshot: AnyMachineSnapshot }) {
  const t = useMessages(flowMessages);
  const apply = (value: unknown) => {
    if (value && typeof value === "object" && !Array.isArray(value)) session.setContext(value as Record<string, unknown>);
    else throw new Error(t("flows.context.notObject"));
  };
  return (
    <section className={styles.panel} aria-label={t("flows.context.title")}>
      <h3>{t("flows.context.title")}</h3>
      <JsonField
        label={t("flows.context.label")}
        value={safeJson(snapshot.context, 2)}
        applyLabel={t("flows.context.apply")}
        onApply={apply}
        disabled={snapshot.status !== "active"}
        rows={10}
      />
    </section>
  );
}
