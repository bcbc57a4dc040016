import { useLayoutEffect, useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from "react";
import { FormContext } from "./form-context.ts";
import { formValues } from "./form-values.ts";
import type { Submission } from "./use-submit.ts";
import hidden from "../ui/visually-hidden.module.css";
import styles from "./form.module.css";
import { useFormsWords } from "./forms-words.ts";

export interface FormProps<I> extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate" | "children"> {
  /** From useSubmit: what to run, and the errors and pending state to show. */
  submission: Submission<I, unknown>;
  /** The values to submit (controlled fields); without them the form's named controls are read. */
  values?: I;
  children: ReactNode;
}

interface Echo {
  name: string;
  text: string;
  at: number;
}

/**
 * A form wired to a submission: submits without the browser's own validation, is aria-busy while
 * the action runs, shows the form's error in an alert, and after a failed submit puts focus on the
 * first field with an error (or on the form's error).
 */
export function Form<I>({ submission, values, children, className, ...native }: FormProps<I>) {
  const t = useFormsWords();
  const { submit, pending, fieldErrors, formError, failures } = submission;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const handled = useRef(0);
  // Field errors the server filed under names no control here has (a path parameter, a hidden value).
  const [unplacedOf, setUnplacedOf] = useState<object | null>(null);
  const [echo, setEcho] = useState<Echo | null>(null);

  // A layout effect: focus moves in the same frame the errors appear, before anything paints.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (failures === handled.current || !form) return;
    handled.current = failures;
    if (Object.keys(fieldErrors).some((name) => form.elements.namedItem(name) === null)) setUnplacedOf(fieldErrors);
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      alertRef.current?.focus();
    } else if (field === document.activeElement) {
      // Focus that does not move is not announced: say the error through the status region instead.
      const name = field.getAttribute("name") ?? "";
      const text = fieldErrors[name];
      if (text) setEcho({ name, text, at: failures });
    } else {
      field.focus();
    }
  }, [failures, fieldErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values ?? (formValues(event.currentTarget) as I));
  };

  const alert = formError ?? (unplacedOf === fieldErrors ? t("forms.error.invalid") : null);
  const echoed = echo && fieldErrors[echo.name] === echo.text ? echo : null;

  return (
    <FormContext.Provider value={{ fieldErrors, pending }}>
      <form
        {...native}
        ref={formRef}
        className={[styles.form, className].filter(Boolean).join(" ")}
        noValidate
        aria-busy={pending || undefined}
        onSubmit={onSubmit}
      >
        <div ref={alertRef} role="alert" tabIndex={-1} className={alert ? styles.formError : styles.formErrorEmpty}>
          {alert}
        </div>
        {children}
        <div role="status" className={hidden.hidden}>
          {echoed && <span key={echoed.at}>{echoed.text}</span>}
        </div>
      </form>
    </FormContext.Provider>
  );
}
