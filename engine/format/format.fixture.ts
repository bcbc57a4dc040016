import { createIntl, type IntlShape } from "react-intl";
import { formatMessages } from "../i18n/catalog/format.ts";

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
