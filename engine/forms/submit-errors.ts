import type * as z from "zod/mini";
import { apiErrorMessageId } from "../api/error-message.ts";
import { isApiError } from "../api/errors.ts";
import { issueMessage, type MessageRef } from "./issue-message.ts";

/** What a failed submit shows: messages at fields (by field name) and one message for the form. */
export interface SubmitErrors {
  fieldErrors: Readonly<Record<string, string>>;
  formError: string | null;
}

/** How a form explains server answers in its own words. */
export interface ErrorWording {
  /** Message ids by HTTP status, for answers this form explains itself (401 at login, 409 when closed). */
  httpMessages?: Readonly<Record<number, string>>;
  /** Message ids by field name, shown instead of the server's text for that field. */
  fieldMessages?: Readonly<Record<string, string>>;
  /**
   * The screen's own words (useMessages' `t`), where the ids above, a FieldRejection's and a
   * schema's message ids live; any other id is the kit's.
   */
  words?: ScreenWords;
}

/** A screen's `t` as the kit sees it: it knows its ids and formats them. */
export interface ScreenWords {
  has(id: string): boolean;
  format(id: string, values?: Readonly<Record<string, number>>): string;
}

type Format = (message: MessageRef) => string;

/**
 * An action's refusal of one field's value that arrives as an answer, not an HTTP error (an event
 * code the server checks and says no to): thrown from the action, it shows its message at the field.
 */
export class FieldRejection extends Error {
  constructor(
    readonly field: string,
    readonly messageId: string,
  ) {
    super(`${field}: ${messageId}`);
    this.name = "FieldRejection";
  }
}

/** The name a field error is filed under: the issue path joined with dots ("custCelNum1", "items.0.qty"). */
export const fieldName = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** Client-side check failures as field errors; an issue without a path (an object refine) is the form's. */
export function issueErrors(issues: readonly z.core.$ZodIssue[], input: unknown, format: Format, isMessageId: (id: string) => boolean): SubmitErrors {
  const fieldErrors: Record<string, string> = {};
  let formError: string | null = null;
  for (const issue of issues) {
    const text = format(issueMessage(issue, input, isMessageId));
    const name = fieldName(issue.path);
    if (name === "") formError ??= text;
    // The first issue of a field is the one to fix first (required before format).
    else fieldErrors[name] ??= text;
  }
  return { fieldErrors, formError };
}

/**
 * What a failed action shows, or null when it shows nothing (the caller aborted, for example
 * because the visitor left the screen). An HTTP answer that names fields puts its messages there.
 */
export function actionErrors(error: unknown, format: Format, wording: ErrorWording = {}): SubmitErrors | null {
  if (error instanceof FieldRejection) return { fieldErrors: { [error.field]: format({ id: error.messageId }) }, formError: null };
  if (isApiError(error) && error.info.kind === "http") {
    const { status, fieldErrors: named } = error.info;
    if (named.length > 0) {
      const fieldErrors: Record<string, string> = {};
      for (const { field, message } of named) {
        const own = wording.fieldMessages?.[field];
        fieldErrors[field] ??= own ? format({ id: own }) : message || format({ id: "forms.error.invalid" });
      }
      return { fieldErrors, formError: null };
    }
    const own = wording.httpMessages?.[status];
    if (own) return { fieldErrors: {}, formError: format({ id: own }) };
  }
  const id = apiErrorMessageId(error);
  return id === null ? null : { fieldErrors: {}, formError: format({ id }) };
}
