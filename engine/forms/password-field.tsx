import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";
import styles from "./fields.module.css";
import { useFormsWords } from "./forms-words.ts";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ autoComplete = "current-password", ...props }: PasswordFieldProps) {
  const t = useFormsWords();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      // The name changes with the state (no aria-pressed as well: screen readers would say both).
      aria-label={t(visible ? "forms.password.hide" : "forms.password.show")}
      onClick={() => setVisible((v) => !v)}
    >
      {t(visible ? "forms.password.hideShort" : "forms.password.showShort")}
    </button>
  );
  return <TextField {...props} type={visible ? "text" : "password"} autoComplete={autoComplete} autoCapitalize="off" spellCheck={false} trailing={toggle} />;
}
