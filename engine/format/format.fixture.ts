import { createIntl, type IntlShape } from "react-intl";
import { formatMessages } from "./format.messages.ts";
import type { FormatWords } from "./round-time.ts";

/** An intl for the formatting tests; a missing message throws instead of logging. */
export function formatIntl(locale: "ko" | "en"): IntlShape {
  return createIntl({
    locale,
    defaultLocale: "ko",
    messages: { ...formatMessages.ko, ...formatMessages[locale] },
    onError: (error) => {
      throw error;
    },
  });
}

/** The format kit's words for the formatting tests, as useMessages gives them. */
export function formatWords(locale: "ko" | "en"): FormatWords {
  const intl = formatIntl(locale);
  return (id, values) => intl.formatMessage({ id }, values);
}
