import { useFormsWords } from "../../engine/forms/forms-words.ts";
import { issueErrors } from "../../engine/forms/submit-errors.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { inquiryMessages } from "./inquiry.messages.ts";

/**
 * The inquiry forms' field errors for a failed parse: each issue in the inquiry's words where it has
 * them, else the forms kit's (the write form, the visitor lookup and the additional inquiry).
 */
export function useInquiryIssues(): (issues: Parameters<typeof issueErrors>[0], values: unknown) => Readonly<Record<string, string>> {
  const t = useMessages(inquiryMessages);
  const forms = useFormsWords();
  return (issues, values) =>
    issueErrors(
      issues,
      values,
      (m) => (t.has(m.id) ? t.format(m.id, m.values) : forms.format(m.id, m.values)),
      (id) => t.has(id) || forms.has(id),
    ).fieldErrors;
}
