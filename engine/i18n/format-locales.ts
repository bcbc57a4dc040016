import type { Locale } from "../../schemas/manifest-common.ts";

/** The locales the app shows (the manifests' locale list): every browser formats numbers and dates in them. */
export const APP_LOCALES: readonly Locale[] = ["ko", "en"];

type LocaleCheck = (locales?: string | readonly string[], options?: Parameters<typeof Intl.NumberFormat.supportedLocalesOf>[1]) => string[];

/** The formats whose locale check is costly the first time it is asked. */
const checkedFormats = (): { supportedLocalesOf: LocaleCheck }[] => [Intl.NumberFormat, Intl.DateTimeFormat];

/**
 * Answers "which of these locales can the browser format numbers or dates in"
 * (`Intl.NumberFormat.supportedLocalesOf`, the same of DateTimeFormat) for the app's own locales
 * without asking the browser. react-intl asks it for every intl object it makes and every message it
 * formats; the first time, Chromium builds its list of every locale it has, about 40 ms on this
 * machine and 160–190 ms at 4× CPU, in the first task of every page (the largest piece of it after
 * react-dom) — for an answer that is always yes. Anything else (another locale, several) is asked
 * of the browser as before. Returns the function that puts the browser's checks back.
 */
export function answerAppLocales(known: readonly string[] = APP_LOCALES): () => void {
  const formats = checkedFormats();
  const saved = formats.map((format) => format.supportedLocalesOf);
  formats.forEach((format, i) => {
    const asked = saved[i]!;
    format.supportedLocalesOf = (locales, options) =>
      typeof locales === "string" && known.includes(locales) ? [locales] : asked.call(format, locales, options);
  });
  return () =>
    formats.forEach((format, i) => {
      format.supportedLocalesOf = saved[i]!;
    });
}
