import { useId, type ReactNode } from "react";
import { useFieldError } from "./form-context.ts";
import hidden from "../ui/visually-hidden.module.css";
import styles from "./fields.module.css";

/** What every field takes besides its control's own attributes. */
export interface FieldChromeProps {
  /** The control's name: the key of its value and of its error from the form. */
  name: string;
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** A short help text under the control, read after the label. */
  hint?: ReactNode;
  /** An error to show instead of the form's error for this name (null shows none). */
  error?: string | null;
  required?: boolean;
  /** Keeps the label for screen readers only (a search box with a visible button says enough). */
  hideLabel?: boolean;
  className?: string;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlA11y {
  id: string;
  name: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldShellProps extends FieldChromeProps {
  /** Checkboxes put their label after the control, on one row. */
  layout?: "stack" | "inline";
  /** Extra description read with the control (a character counter), with its id. */
  extra?: { id: string; node: ReactNode };
  children: (a11y: ControlA11y) => ReactNode;
}

/**
 * The chrome shared by every field: label, hint and error around a control, with the ids that
 * tie them together. The error is not a live region: after a failed submit Form moves focus to
 * the field, which reads it once as the field's description.
 */
export function FieldShell({ name, label, hint, error: own, required, hideLabel, className, layout = "stack", extra, children }: FieldShellProps) {
  const id = useId();
  const error = useFieldError(name, own);
  const ids = { control: `${id}-control`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [error ? ids.error : "", hint ? ids.hint : "", extra?.id ?? ""].filter(Boolean).join(" ");
  const a11y: ControlA11y = {
    id: ids.control,
    name,
    required: required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  const labelNode = (
    <label
      htmlFor={ids.control}
      className={[layout === "inline" ? styles.inlineLabel : styles.label, hideLabel ? hidden.hidden : ""].filter(Boolean).join(" ")}
    >
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );

  return (
    <div className={[styles.field, error ? styles.invalid : "", className].filter(Boolean).join(" ")}>
      {layout === "inline" ? (
        <div className={styles.inlineRow}>
          {children(a11y)}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {children(a11y)}
        </>
      )}
      {(error || hint || extra) && (
        <div className={styles.below}>
          <div className={styles.notes}>
            {error && (
              <p className={styles.error}>
                <span className={styles.errorIcon} aria-hidden="true">
                  !
                </span>
                <span id={ids.error}>{error}</span>
              </p>
            )}
            {hint && (
              <p id={ids.hint} className={styles.hint}>
                {hint}
              </p>
            )}
          </div>
          {extra && (
            <p id={extra.id} className={styles.counter}>
              {extra.node}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
