import type { ReactNode } from "react";
import { createIntl, createIntlCache, useIntl, type IntlShape, type PrimitiveType } from "react-intl";
import { loadedEnglish, loadEnglish, noteInUse } from "./messages-files.ts";
import type { CompiledFile, FileMessages, IdOf, MessagesFile } from "./words.ts";

/** A message's plain values (numbers, strings, dates for the ICU date and number forms). */
export type Values = Readonly<Record<string, PrimitiveType>>;
/** A rich message's values: elements and tag functions besides plain values. */
export type RichValues = Readonly<Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>>;

/** The words of one messages file in the page's language, by typed id. */
export interface Translate<K extends string> {
  (id: K, values?: Values): string;
  /** A message with elements (`<b>…</b>` tags, or React nodes as values). */
  rich: (id: K, values: RichValues) => ReactNode;
  /** Whether an id is one of these files' (for kit pieces handed ids, e.g. a form's error wording). */
  has: (id: string) => id is K;
  /** `t` for a kit piece that formats ids it is handed (engine/forms ErrorWording.words). */
  format: (id: string, values?: Values) => string;
  /** The Korean text whatever the page's language (words the spec shows in Korean only). */
  korean: (id: K, values?: Values) => string;
}

const cache = createIntlCache();

/** The messages of a file in the page's locale; suspends while its English chunk loads. */
function messagesOf(file: CompiledFile, locale: string) {
  if (locale !== "en") return file.ko;
  const en = loadedEnglish(file);
  if (en) return en;
  // The shell switches language only once the files in use are loaded (engine/i18n/messages.ts);
  // a file first shown in English (a later page, a dialog) waits for its words here.
  throw loadEnglish(file);
}

/**
 * The words of one or more messages files (`*.messages.ts`, ko and en side by side) as `t(id, values)`: a
 * misspelt id, or one built from data whose type is not a union of declared ids, fails to compile.
 * Formats with the page's locale, formats and error handling (react-intl).
 */
export function useMessages<F extends readonly MessagesFile<string>[]>(...files: F): Translate<IdOf<F[number]>> {
  const intl = useIntl();
  const compiled = files as unknown as readonly CompiledFile[];
  for (const f of compiled) noteInUse(f);
  return translateOnce<IdOf<F[number]>>(
    intl,
    compiled.map((f) => messagesOf(f, intl.locale)),
    compiled.map((f) => f.ko),
  );
}

interface Node {
  next: WeakMap<object, Node>;
  t?: Translate<string>;
}
const made = new WeakMap<IntlShape, Node>();

/** One `t` per page intl and list of files' messages, so `t` keeps its identity across renders (safe in effect dependencies). */
function translateOnce<K extends string>(intl: IntlShape, list: readonly FileMessages[], koList: readonly FileMessages[]): Translate<K> {
  let node: Node | undefined = made.get(intl);
  if (!node) made.set(intl, (node = { next: new WeakMap() }));
  for (const m of list) {
    let child: Node | undefined = node.next.get(m);
    if (!child) node.next.set(m, (child = { next: new WeakMap() }));
    node = child;
  }
  const merge = (l: readonly FileMessages[]) => (l.length === 1 ? l[0]! : Object.assign({}, ...l));
  node.t ??= translate<string>(scoped(intl, merge(list)), () => scoped({ ...intl, locale: "ko" }, merge(koList)));
  return node.t as unknown as Translate<K>;
}

function scoped(
  intl: Pick<
    IntlShape,
    | "locale"
    | "defaultLocale"
    | "formats"
    | "defaultFormats"
    | "timeZone"
    | "onError"
    | "onWarn"
    | "textComponent"
    | "wrapRichTextChunksInFragment"
    | "defaultRichTextElements"
  >,
  messages: CompiledFile["ko"],
): IntlShape {
  const { locale, defaultLocale, formats, defaultFormats, timeZone, onError, onWarn, textComponent, wrapRichTextChunksInFragment, defaultRichTextElements } =
    intl;
  return createIntl(
    {
      locale,
      defaultLocale,
      formats,
      defaultFormats,
      timeZone,
      onError,
      onWarn,
      textComponent,
      wrapRichTextChunksInFragment,
      defaultRichTextElements,
      messages: messages as IntlShape["messages"],
    },
    cache,
  );
}

function translate<K extends string>(intl: IntlShape, koreanIntl: () => IntlShape): Translate<K> {
  const t = (id: K, values?: Values) => intl.formatMessage({ id }, values);
  let ko: IntlShape | undefined;
  const has = (id: string): id is K => Object.hasOwn(intl.messages, id);
  return Object.assign(t, {
    rich: (id: K, values: RichValues) => intl.formatMessage({ id }, values as Record<string, ReactNode>) as ReactNode,
    has,
    format: t as (id: string, values?: Values) => string,
    korean: (id: K, values?: Values) => (intl.locale === "ko" ? t(id, values) : (ko ??= koreanIntl()).formatMessage({ id }, values)),
  });
}
