import { apiMessages } from "../api/api.messages.ts";
import { useMessages } from "../i18n/use-messages.ts";
import { formsMessages } from "./forms.messages.ts";

/** The form kit's words (field chrome, a failed check's messages, a failed call's): they ship with the form pieces. */
export function useFormsWords() {
  return useMessages(formsMessages, apiMessages);
}
