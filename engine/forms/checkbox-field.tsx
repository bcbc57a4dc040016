import type { ChangeEvent, InputHTMLAttributes, Ref } from "react";
import { FieldShell, type FieldChromeProps } from "./field-shell.tsx";
import styles from "./checkbox-field.module.css";

type NativeCheckbox = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "className" | "required" | "aria-invalid" | "aria-describedby">;

export interface CheckboxFieldProps extends FieldChromeProps, NativeCheckbox {
  /** Called with the new state on every change (alongside onChange). */
  onCheckedChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it (a consent, an option); the whole row is the touch target. */
export function CheckboxField({
  name,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  onCheckedChange,
  onChange,
  value = "Y",
  ...native
}: CheckboxFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.currentTarget.checked);
  };
  return (
    <FieldShell name={name} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className} layout="inline">
      {(a11y) => <input {...native} {...a11y} type="checkbox" value={value} className={styles.checkbox} onChange={change} />}
    </FieldShell>
  );
}
