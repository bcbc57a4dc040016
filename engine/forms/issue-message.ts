import type * as z from "zod/mini";
import { isEmptyValue } from "../../schemas/bridge-constants.ts";
import type { FormsMessageId } from "../forms/forms.messages.ts";

/** A message to format: a catalogue id and its ICU arguments. */
export interface MessageRef {
  id: string;
  values?: Record<string, number>;
}

const ref = (id: FormsMessageId, values?: Record<string, number>): MessageRef => (values ? { id, values } : { id });

/** The value an issue is about, looked up along its path in what was validated. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

// Y/N consent flags and checkboxes: "N" or false on a field that must be "Y"/true means "not chosen".
const unchosen = (value: unknown) => isEmptyValue(value) || value === "N" || value === false;

/**
 * The catalogue message for one zod 4 issue. A schema may carry its own message id
 * (`z.string().length(4, "mycar.error.digits")`): when `isMessageId` knows it, that id wins.
 */
export function issueMessage(issue: z.core.$ZodIssue, input: unknown, isMessageId: (id: string) => boolean): MessageRef {
  if (isMessageId(issue.message)) return { id: issue.message };
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case "invalid_type":
      return isEmptyValue(value) ? ref("forms.error.required") : ref("forms.error.format");
    case "too_small":
      return tooSmall(issue, value);
    case "too_big":
      return tooBig(issue);
    case "invalid_format":
      return issue.format === "email" ? ref("forms.error.email") : ref("forms.error.format");
    case "invalid_value":
      return unchosen(value) ? ref("forms.error.requiredChoice") : ref("forms.error.invalid");
    default:
      return ref("forms.error.invalid");
  }
}

function tooSmall(issue: z.core.$ZodIssueTooSmall, value: unknown): MessageRef {
  const min = Number(issue.minimum);
  if (issue.origin === "string") {
    if (isEmptyValue(value) || (typeof value === "string" && value.trim() === "")) return ref("forms.error.required");
    if (issue.exact) return ref("forms.error.exactLength", { length: min });
    return min <= 1 ? ref("forms.error.required") : ref("forms.error.tooShort", { min });
  }
  if (issue.origin === "array" || issue.origin === "set") return min <= 1 ? ref("forms.error.requiredChoice") : ref("forms.error.tooFew", { min });
  // An exclusive bound (gt) has no honest "n or more" wording.
  if ((issue.origin === "number" || issue.origin === "int") && issue.inclusive !== false) return ref("forms.error.tooSmall", { min });
  return ref("forms.error.invalid");
}

function tooBig(issue: z.core.$ZodIssueTooBig): MessageRef {
  const max = Number(issue.maximum);
  if (issue.origin === "string") return issue.exact ? ref("forms.error.exactLength", { length: max }) : ref("forms.error.tooLong", { max });
  if (issue.origin === "array" || issue.origin === "set") return ref("forms.error.tooMany", { max });
  if ((issue.origin === "number" || issue.origin === "int") && issue.inclusive !== false) return ref("forms.error.tooBig", { max });
  return ref("forms.error.invalid");
}
