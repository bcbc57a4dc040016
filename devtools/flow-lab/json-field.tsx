import { useId, useState } from "react";
import { Button } from "../../engine/ui/button.tsx";
import styles from "./flow-lab.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { flowMessages } from "../flows/flows.messages.ts";

interface JsonFieldProps {
  label: string;
  /** The value shown until the developer edits it. */
  value: string;
  applyLabel: string;
  onApply: (value: unknown) => void;
  disabled?: boolean;
  rows?: number;
}

/** A JSON textarea with an apply button; invalid JSON is reported, never applied. */
export function JsonField({ label, value, applyLabel, onApply, disabled = false, rows = 8 }: JsonFieldProps) {
  const t = useMessages(flowMessages);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    try {
      onApply(JSON.parse(draft ?? value));
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(t("flows.json.invalid", { message: (e as Error).message }));
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={styles.code}
        rows={rows}
        spellCheck={false}
        value={draft ?? value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.row}>
        <Button size="sm" variant="secondary" onClick={apply} disabled={disabled}>
          {applyLabel}
        </Button>
      </div>
    </div>
  );
}
