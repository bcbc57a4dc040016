import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type * as z from "zod/mini";
import type { MessageRef } from "./issue-message.ts";
import { actionErrors, issueErrors, type ErrorWording, type SubmitErrors } from "./submit-errors.ts";
import { useFormsWords } from "./forms-words.ts";

/** The work a form does: gets the (validated) values and a signal that fires when the form goes away. */
export type SubmitAction<V, R> = (values: V, signal: AbortSignal) => Promise<R>;

export interface SubmitOptions<V, R, I> extends ErrorWording {
  /** Checked before the action runs; a failure shows at the fields and the action does not run. */
  schema?: z.ZodMiniType<V, I>;
  /** Runs after the action succeeds; the form stays busy until it settles (a navigation, a refresh). */
  onSuccess?: (result: R, values: V) => void | Promise<void>;
  /** Runs after a failure that is shown (not after an abort). */
  onError?: (error: unknown) => void;
}

/** How one call of `submit` ended. */
export type SubmitOutcome<R> =
  | { status: "success"; result: R }
  /** The client-side check failed; the action did not run. */
  | { status: "invalid" }
  | { status: "failed"; error: unknown }
  /** The action was aborted: nothing is shown. */
  | { status: "aborted" }
  /** Another submit was still running: this one did nothing. */
  | { status: "busy" };

export interface Submission<I, R = unknown> extends SubmitErrors {
  submit: (values: I) => Promise<SubmitOutcome<R>>;
  pending: boolean;
  /** Grows by one after every failed submit (shown errors); Form moves focus when it does. */
  failures: number;
  /** Clears the shown errors. */
  reset: () => void;
}

interface State extends SubmitErrors {
  pending: boolean;
  failures: number;
}

const noErrors: SubmitErrors = { fieldErrors: {}, formError: null };

/**
 * A form's submit: runs `action` at most once at a time (a second call while one runs does nothing,
 * even within the same tick), checks values with `schema` first, and turns failures into messages
 * at fields or for the whole form. An aborted action is silent.
 */
export function useSubmit<V, R = unknown, I = V>(action: SubmitAction<V, R>, options: SubmitOptions<V, R, I> = {}): Submission<I, R> {
  const intl = useIntl();
  const kit = useFormsWords();
  // A ref, not state: two calls in one tick both run before React re-renders.
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ ...noErrors, pending: false, failures: 0 });

  useEffect(() => () => controller.current?.abort(), []);

  const { schema, onSuccess, onError, httpMessages, fieldMessages, words } = options;

  const submit = useCallback(
    async (values: I): Promise<SubmitOutcome<R>> => {
      if (running.current) return { status: "busy" };
      running.current = true;
      const format = (m: MessageRef) =>
        words?.has(m.id) ? words.format(m.id, m.values) : kit.has(m.id) ? kit.format(m.id, m.values) : intl.formatMessage({ id: m.id }, m.values);
      const fail = (errors: SubmitErrors) => setState((s) => ({ ...errors, pending: false, failures: s.failures + 1 }));
      try {
        let input = values as unknown as V;
        if (schema) {
          const parsed = await schema.safeParseAsync(values);
          if (!parsed.success) {
            fail(issueErrors(parsed.error.issues, values, format, (id) => kit.has(id) || id in intl.messages || words?.has(id) === true));
            return { status: "invalid" };
          }
          input = parsed.data;
        }
        // Errors clear as the new attempt starts, so the same message is announced again if it returns.
        setState((s) => ({ ...noErrors, pending: true, failures: s.failures }));
        const own = new AbortController();
        controller.current = own;
        try {
          const result = await action(input, own.signal);
          await onSuccess?.(result, input);
          setState((s) => ({ ...s, pending: false }));
          return { status: "success", result };
        } catch (error) {
          const errors = own.signal.aborted ? null : actionErrors(error, format, { httpMessages, fieldMessages });
          if (errors === null) {
            setState((s) => ({ ...s, pending: false }));
            return { status: "aborted" };
          }
          fail(errors);
          onError?.(error);
          return { status: "failed", error };
        } finally {
          if (controller.current === own) controller.current = null;
        }
      } finally {
        running.current = false;
      }
    },
    [intl, kit, action, schema, onSuccess, onError, httpMessages, fieldMessages, words],
  );

  const reset = useCallback(() => setState((s) => ({ ...s, ...noErrors })), []);

  return { submit, reset, ...state };
}
