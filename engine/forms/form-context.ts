import { createContext, useContext } from "react";

interface FormState {
  fieldErrors: Readonly<Record<string, string>>;
  pending: boolean;
}

/** What a Form tells the fields and the submit button inside it. */
export const FormContext = createContext<FormState>({ fieldErrors: {}, pending: false });

/** The error a field shows: its own `error` prop when given (null hides it), else the form's for its name. */
export function useFieldError(name: string | undefined, own: string | null | undefined): string | null {
  const { fieldErrors } = useContext(FormContext);
  if (own !== undefined) return own;
  return (name !== undefined ? fieldErrors[name] : undefined) ?? null;
}

/** Whether the surrounding Form is submitting. */
export function useFormPending(): boolean {
  return useContext(FormContext).pending;
}
