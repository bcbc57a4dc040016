import { useId, useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from "react";
import { FieldShell, type FieldChromeProps } from "./field-shell.tsx";
import styles from "./fields.module.css";
import { useFormsWords } from "./forms-words.ts";

type NativeTextArea = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "className" | "required" | "aria-invalid" | "aria-describedby">;

export interface TextAreaFieldProps extends FieldChromeProps, NativeTextArea {
  /** Called with the new value on every change (alongside onChange). */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line input; with maxLength it shows how many characters are used (as "12/500자"). */
export function TextAreaField({
  name,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  onValueChange,
  onChange,
  maxLength,
  rows = 5,
  ...native
}: TextAreaFieldProps) {
  const t = useFormsWords();
  // Uncontrolled areas count what was typed; controlled ones count their value.
  const [typed, setTyped] = useState(() => String(native.defaultValue ?? "").length);
  const count = native.value === undefined ? typed : String(native.value).length;
  const counterId = useId();
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.currentTarget.value.length);
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  const extra = maxLength === undefined ? undefined : { id: counterId, node: t("forms.counter", { count, max: maxLength }) };
  return (
    <FieldShell name={name} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className} extra={extra}>
      {(a11y) => <textarea {...native} {...a11y} rows={rows} maxLength={maxLength} className={styles.textarea} onChange={change} />}
    </FieldShell>
  );
}
