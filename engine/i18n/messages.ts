import type { MessageFormatElement } from "react-intl";
import { messages as ko } from "virtual:messages/ko";
import type { Locale } from "../../schemas/manifest-common.ts";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const loaded = new Map<Locale, CompiledMessages>([["ko", ko]]);

/** The messages of a locale when already loaded (ko always is). */
export function loadedMessages(locale: Locale): CompiledMessages | undefined {
  return loaded.get(locale);
}

// A mapped type: adding a locale to the schema without a loader here fails to compile.
const loaders: { [L in Exclude<Locale, "ko">]: () => Promise<{ messages: CompiledMessages }> } = {
  en: () => import("virtual:messages/en"),
};

/** Loads a locale's messages; only Korean ships with the first route. */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const have = loaded.get(locale);
  if (have) return have;
  const { messages } = await loaders[locale as Exclude<Locale, "ko">]();
  loaded.set(locale, messages);
  return messages;
}
