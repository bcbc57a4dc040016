import type { MessageFormatElement } from "react-intl";

/**
 * A messages file's English: exactly the ids of its Korean (a missing or an extra id is a compile
 * error), each a message string.
 */
export type Words<Ko> = { readonly [K in keyof Ko]: string };

/**
 * What a `*.messages.ts` file exports: the Korean and English of the ids `K`, side by side. Source
 * files hold strings; the build (engine/i18n/messages-file-plugin.ts) turns ko into precompiled
 * messages and en into a loader of its own chunk, which `useMessages` reads (see CompiledFile).
 */
export interface MessagesFile<K extends string> {
  readonly ko: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

/** A locale's messages of one file: source strings (tests, type checks) or ICU ASTs (the build). */
export type FileMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/** A messages file as it is at run time, in any build. */
export interface CompiledFile {
  readonly ko: FileMessages;
  readonly en: FileMessages | (() => Promise<FileMessages>);
}

/** The ids of a messages file. */
export type IdOf<F> = F extends MessagesFile<infer K> ? K : never;
