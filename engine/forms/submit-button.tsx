import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "../ui/button.tsx";
import { VisuallyHidden } from "../ui/visually-hidden.tsx";
import { useFormPending } from "./form-context.ts";
import styles from "./form.module.css";
import { useFormsWords } from "./forms-words.ts";

export type SubmitButtonProps = Omit<Extract<ButtonProps, { to?: undefined }>, "type" | "to"> & {
  /** Overrides the pending state of the surrounding Form. */
  pending?: boolean;
};

/**
 * The submit button of a Form: while the form submits it shows a spinner and is aria-disabled
 * (not disabled, so keyboard focus stays on it).
 */
export function SubmitButton({ pending: own, children, onClick, block = true, ...props }: SubmitButtonProps) {
  const t = useFormsWords();
  const formPending = useFormPending();
  const pending = own ?? formPending;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Button {...props} type="submit" block={block} aria-disabled={pending || props["aria-disabled"] || undefined} onClick={click}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
      {pending && <VisuallyHidden>{`, ${t("forms.submitting")}`}</VisuallyHidden>}
    </Button>
  );
}
