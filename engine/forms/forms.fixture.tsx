import type { RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { apiMessages } from "../api/api.messages.ts";
import { formsMessages } from "../forms/forms.messages.ts";
import { renderWithProviders } from "../ui/test-providers.tsx";

type Locale = "ko" | "en";

const messagesOf = (locale: Locale) => ({ ...formsMessages[locale], ...apiMessages[locale] });

/** Test helper: renders form-kit UI with the forms and API catalogues; a missing message fails. */
export function renderForm(ui: ReactElement, locale: Locale = "ko"): RenderResult {
  return renderWithProviders(ui, { locale, messages: messagesOf(locale) });
}

/** Test helper: an IntlProvider wrapper for renderHook. */
export function intlWrapper(locale: Locale = "ko") {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider
        locale={locale}
        defaultLocale="ko"
        messages={messagesOf(locale)}
        onError={(error) => {
          throw error;
        }}
      >
        {children}
      </IntlProvider>
    );
  };
}

/** A promise to settle from the test, for holding an action in flight. */
export { deferred } from "../testing/deferred.ts";
