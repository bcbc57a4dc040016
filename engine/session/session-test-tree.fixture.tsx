// A tree for session component tests: intl, services, the mall and a memory router that shows where it is.
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { ConfirmRequest, DialogService } from "../dialogs/dialog-service.ts";
import { sessionMessages } from "../session/session.messages.ts";
import { uiMessages } from "../i18n/catalog/ui.ts";
import { mallByPath } from "../manifests/bundle.ts";
import { ServicesContext, type Services } from "../services/services.ts";
import { MallContext } from "../shell/mall-context.ts";
import type { SessionService } from "./session-service.ts";

/** Dialogs whose confirm answers `answer` once the test calls `respond` (or at once with `auto`). */
export function scriptedDialogs(answer: boolean, auto = true) {
  const asked: ConfirmRequest[] = [];
  let respond: () => void = () => {};
  const confirm = (req: ConfirmRequest) => {
    asked.push(req);
    return auto ? Promise.resolve(answer) : new Promise<boolean>((resolve) => (respond = () => resolve(answer)));
  };
  const dialogs = { confirm, alert: async () => {} } as unknown as DialogService;
  return { dialogs, asked, respond: () => respond() };
}

/** Where the router is, as a labelled region the test reads. */
export function Where() {
  const location = useLocation();
  return <section aria-label="current location">{`${location.pathname}${location.search}`}</section>;
}

/** Renders `routes` (plus a catch-all that shows the location) for a mall, with the session and dialogs given. */
export function SessionTestTree({
  entries,
  mall = "hanam",
  session,
  dialogs,
  api,
  children,
}: {
  entries: string[];
  mall?: string;
  session: SessionService;
  dialogs: DialogService;
  api?: Services["api"];
  children: ReactNode;
}) {
  const services = {
    session,
    dialogs,
    api: api ?? { call: () => Promise.reject(new Error("no calls here")) },
    bridge: () => Promise.reject(new Error("no bridge here")),
    now: () => 0,
  } as unknown as Services;
  const manifest = mallByPath(mall) ?? null;
  return (
    <IntlProvider
      locale="ko"
      defaultLocale="ko"
      messages={{ ...uiMessages.ko, ...sessionMessages.ko }}
      onError={(e) => {
        throw e;
      }}
    >
      <ServicesContext.Provider value={services}>
        <MallContext.Provider value={{ mall: manifest, brand: null, locale: "ko", locales: ["ko"], setLocale: () => {} }}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            <Routes>
              {children}
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </MallContext.Provider>
      </ServicesContext.Provider>
    </IntlProvider>
  );
}
