import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldShell, type FieldChromeProps } from "./field-shell.tsx";
import styles from "./fields.module.css";

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "className" | "required" | "aria-invalid" | "aria-describedby">;

export interface TextFieldProps extends FieldChromeProps, NativeInput {
  type?: "text" | "email" | "tel" | "password";
  /** Called with the new value on every change (alongside onChange). */
  onValueChange?: (value: string) => void;
  /** Something inside the box after the text (the password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text input with its label, hint and error. */
export function TextField({
  name,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  type = "text",
  onValueChange,
  onChange,
  trailing,
  ...native
}: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  return (
    <FieldShell name={name} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      {(a11y) => (
        <div className={styles.box}>
          <input {...native} {...a11y} type={type} className={styles.input} onChange={change} />
          {trailing}
        </div>
      )}
    </FieldShell>
  );
}
