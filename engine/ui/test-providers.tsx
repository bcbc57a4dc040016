import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { uiMessages } from "../i18n/catalog/ui.ts";

interface Options {
  locale?: "ko" | "en";
  /** Extra catalogues on top of the ui one (test route labels). */
  messages?: Record<string, string>;
  /** Initial location of the memory router. */
  path?: string;
}

/**
 * Test helper: renders inside IntlProvider (ui catalogue plus extras) and a MemoryRouter, also on
 * rerender. A missing message fails the test instead of printing a warning, so catalogues cannot
 * fall behind the components.
 */
export function renderWithProviders(ui: ReactElement, { locale = "ko", messages = {}, path = "/" }: Options = {}): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <IntlProvider
        locale={locale}
        defaultLocale="ko"
        messages={{ ...uiMessages[locale], ...messages }}
        onError={(error) => {
          throw error;
        }}
      >
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
