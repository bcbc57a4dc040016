import { useId } from "react";
import { safeJson } from "../flows/safe-json.ts";
import { Button } from "../../engine/ui/button.tsx";
import type { MachineEntry } from "../../machines/registry.ts";
import { JsonField } from "./json-field.tsx";
import type { FlowLab } from "./use-flow-lab.ts";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

/** The input (a named sample or edited JSON), restart, and whether fakes answer on their own. */
export function RunControls({ entry, lab }: { entry: MachineEntry; lab: FlowLab }) {
  const t = useMessages(flowMessages);
  const sampleId = useId();
  const autoHint = useId();
  return (
    <section className={styles.panel} aria-label={t("flows.run.title")}>
      <h3>{t("flows.run.title")}</h3>
      <div className={styles.field}>
        <label htmlFor={sampleId}>{t("flows.run.sample")}</label>
        <select id={sampleId} value={lab.sampleName ?? ""} onChange={(e) => lab.selectSample(e.target.value)}>
          {lab.sampleName === null && <option value="">{t("flows.run.custom")}</option>}
          {Object.keys(entry.sampleInputs).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <JsonField label={t("flows.run.input")} value={safeJson(lab.input, 2)} applyLabel={t("flows.run.applyInput")} onApply={lab.applyInput} rows={6} />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" checked={lab.auto} aria-describedby={autoHint} onChange={(e) => lab.setAuto(e.target.checked)} />
          {t("flows.run.auto")}
        </label>
        <Button size="sm" onClick={lab.restart}>
          {t("flows.run.restart")}
        </Button>
      </div>
      <p id={autoHint} className={styles.muted}>
        {t("flows.run.autoHint")}
      </p>
    </section>
  );
}
