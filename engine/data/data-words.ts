import { apiMessages } from "../api/api.messages.ts";
import { useMessages } from "../i18n/use-messages.ts";
import { dataMessages } from "./data.messages.ts";

/** The data states' words (a failed call's message by kind, loading, "more"): they ship with the kit's data pieces. */
export function useDataWords() {
  return useMessages(apiMessages, dataMessages);
}
