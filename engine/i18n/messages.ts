import type { MessageFormatElement } from "react-intl";
import { loaders } from "virtual:message-parts";
import { messages as koShell } from "virtual:messages/ko";
import type { Locale } from "../../schemas/manifest-common.ts";
import { loadEnglishInUse } from "./messages-files.ts";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * The shell's words (engine/i18n/catalogs.ts) by locale: the main chunk carries the Korean; another
 * locale's loads on the first switch to it. The kit's and the screens' other words are not here:
 * they ship with the code that shows them (`*.messages.ts`, useMessages; docs/decisions/0020).
 */
const loaded = new Map<Locale, CompiledMessages>([["ko", koShell]]);
const pending = new Map<Locale, Promise<CompiledMessages>>();
/** Locales whose switch has completed: the shell's words and every messages file in use are loaded in them. */
const ready = new Set<Locale>(["ko"]);
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const l of listeners) l();
}

function ensure(locale: Locale): Promise<CompiledMessages> {
  const have = loaded.get(locale);
  if (have) return Promise.resolve(have);
  let p = pending.get(locale);
  if (!p) {
    const load = loaders[locale];
    if (!load) return Promise.reject(new Error(`no shell messages in ${locale}`));
    p = load().then(
      ({ messages }) => {
        pending.delete(locale);
        loaded.set(locale, messages);
        return messages;
      },
      (e: unknown) => {
        // Forgotten, so the next switch tries again.
        pending.delete(locale);
        throw e;
      },
    );
    pending.set(locale, p);
  }
  return p;
}

/**
 * A locale's shell messages once a switch to it has loaded them and the words of every messages
 * file shown (ko always is), so no page shows a raw id or waits after the switch.
 */
export function loadedMessages(locale: Locale): CompiledMessages | undefined {
  return ready.has(locale) ? loaded.get(locale) : undefined;
}

/** Loads a locale's messages: the shell's and every messages file's in use (only Korean ships with the first route). */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const messages = await ensure(locale);
  if (locale === "en") await loadEnglishInUse();
  if (!ready.has(locale)) {
    ready.add(locale);
    changed();
  }
  return messages;
}

/** Subscribes to a locale becoming ready (for useSyncExternalStore with messagesVersion). */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a locale becomes ready. */
export function messagesVersion(): number {
  return version;
}
