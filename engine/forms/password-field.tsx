import { useState } from "react";
import { useIntl } from "react-intl";
import { TextField, type TextFieldProps } from "./text-field.tsx";
import styles from "./fields.module.css";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ autoComplete = "current-password", ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      // The name changes with the state (no aria-pressed as well: screen readers would say both).
      aria-label={intl.formatMessage({ id: visible ? "forms.password.hide" : "forms.password.show" })}
      onClick={() => setVisible((v) => !v)}
    >
      {intl.formatMessage({ id: visible ? "forms.password.hideShort" : "forms.password.showShort" })}
    </button>
  );
  return <TextField {...props} type={visible ? "text" : "password"} autoComplete={autoComplete} autoCapitalize="off" spellCheck={false} trailing={toggle} />;
}
