import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../engine/ui/button.tsx";
import styles from "./flow-lab.module.css";

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
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    try {
      onApply(JSON.parse(draft ?? value));
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(intl.formatMessage({ id: "flows.json.invalid" }, { message: (e as Error).message }));
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
