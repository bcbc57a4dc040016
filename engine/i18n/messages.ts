import type { MessageFormatElement } from "react-intl";
import { everyScreenParts, firstRouteScreens, loaders } from "virtual:message-parts";
import { messages as koShell } from "virtual:messages/ko";
import type { Locale } from "../../schemas/manifest-common.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { loadEnglishInUse } from "./messages-files.ts";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const SHELL = "shell";
/** `${locale}/${part}` → its messages. The main chunk carries the Korean shell part. */
const loaded = new Map<string, CompiledMessages>([[`ko/${SHELL}`, koShell]]);
const pending = new Map<string, Promise<void>>();
/** Locales asked for; a part loads in each of them. Only grows. */
const wanted = new Set<Locale>(["ko"]);
/** Parts in use, each loaded in every wanted locale. */
const used = new Set<string>([SHELL]);
const merged = new Map<Locale, CompiledMessages>();
/** Locales whose switch has completed: the kit's parts and every messages file in use are loaded in them. */
const ready = new Set<Locale>(["ko"]);
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  merged.clear();
  for (const l of listeners) l();
}

function ensure(locale: Locale, part: string): Promise<void> {
  const key = `${locale}/${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let p = pending.get(key);
  if (!p) {
    const load = loaders[part]?.[locale];
    if (!load) return Promise.reject(new Error(`no messages for part ${part} in ${locale}`));
    p = load().then(
      ({ messages }) => {
        pending.delete(key);
        loaded.set(key, messages);
        changed();
      },
      (e: unknown) => {
        // Forgotten, so the next navigation tries again.
        pending.delete(key);
        throw e;
      },
    );
    pending.set(key, p);
  }
  return p;
}

/** Loads a part in every wanted locale, including one asked for while it loads. */
async function ensureEverywhere(part: string): Promise<void> {
  for (let done = 0; done !== wanted.size; ) {
    done = wanted.size;
    await Promise.all([...wanted].map((l) => ensure(l, part)));
  }
}

/** The parts a screen needs before it renders: the screen kit's unless it is a first route's (its own words ship with its module). */
export function partsOfScreen(screen: ScreenId): string[] {
  return firstRouteScreens.includes(screen) ? [] : [...everyScreenParts];
}

/** Loads the messages a screen shows, in Korean and any other locale in use; resolves once they are there. */
export function loadScreenMessages(screen: ScreenId): Promise<void> {
  return loadParts(partsOfScreen(screen));
}

/** Loads the screen kit's words a shell dialog shows (one opened by a query parameter, not a screen; its own ship with its module). */
export function loadKitMessages(): Promise<void> {
  return loadParts(everyScreenParts);
}

async function loadParts(all: readonly string[]): Promise<void> {
  const parts = all.filter((p) => !used.has(p));
  await Promise.all(parts.map(ensureEverywhere));
  if (parts.some((p) => !used.has(p))) {
    for (const p of parts) used.add(p);
    changed();
  }
}

/**
 * A locale's messages once a switch to it has loaded the shell, every part in use and the words of
 * every messages file shown (ko always is), so no screen shows a raw id or waits after the switch.
 */
export function loadedMessages(locale: Locale): CompiledMessages | undefined {
  if (!ready.has(locale)) return undefined;
  const have = merged.get(locale);
  if (have) return have;
  const parts = [...used].map((p) => loaded.get(`${locale}/${p}`));
  if (parts.some((m) => m === undefined)) return undefined;
  const all = Object.assign({}, ...parts) as CompiledMessages;
  merged.set(locale, all);
  return all;
}

/** Loads a locale's messages: the shell part and every part in use (only Korean ships with the first route). */
export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  wanted.add(locale);
  for (let done = -1; done !== used.size; ) {
    done = used.size;
    await Promise.all([...used].map((p) => ensure(locale, p)));
  }
  if (locale === "en") await loadEnglishInUse();
  if (!ready.has(locale)) {
    ready.add(locale);
    changed();
  }
  return loadedMessages(locale) as CompiledMessages;
}

/** Subscribes to message loads (for useSyncExternalStore with messagesVersion). */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever messages arrive. */
export function messagesVersion(): number {
  return version;
}
