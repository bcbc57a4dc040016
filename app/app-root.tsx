import { StrictMode, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { loadedMessages } from "../engine/i18n/messages.ts";
import type { RouteSource } from "../engine/routing/route-index.ts";
import { RoutedApp } from "../engine/routing/routed-app.tsx";
import { ServicesContext, type Services } from "../engine/services/services.ts";
import { AppShell } from "../engine/shell/app-shell.tsx";
import { RouteError } from "../engine/shell/route-error.tsx";
import { NavigatorBridge } from "../engine/shell/router-ref.ts";
import { Splash } from "../engine/ui/splash.tsx";
import { bundle } from "../engine/manifests/bundle.ts";
import type { Locale } from "../schemas/manifest-common.ts";
import { shellSlots } from "./shell-slots.tsx";

/**
 * Rendered with the page (or with a failed page), inside the routes' Suspense boundary: a hydrated
 * page's boundary commits after the root, and a first page's requests start in its effects. So
 * onCommit comes with the page's own commit, and onSettled after that commit's effects have run
 * (the last sibling's effects run last), when what they started already counts as busy.
 */
function Booted({ onCommit, onSettled }: Pick<AppRootProps, "onCommit" | "onSettled">) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

/** The splash the app shows while its first page loads (when the HTML does not show it already). */
export const bootSplash = <Splash visible wordmark={bundle.brands.brandWord} />;

export interface AppRootProps {
  routes: RouteSource;
  services: Services;
  /** The router: BrowserRouter in the browser, a StaticRouter at the page's location at build. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Called once the first page (or the failed page) is committed: its controls are live. */
  onCommit?: () => void;
  /** Called once that commit's effects have run. */
  onSettled?: () => void;
  /** The build's render in a mall's other locale: the visitor's stored choice it stands for. */
  initialLocale?: Locale;
}

/**
 * The whole app under its router. The browser renders it (or hydrates the prerendered HTML with
 * it: app/main.tsx) and the build renders it to HTML (app/prerender.tsx): one tree, so the two agree.
 */
export function AppRoot({ routes, services, Router, onCommit, onSettled, initialLocale }: AppRootProps) {
  const booted = <Booted onCommit={onCommit} onSettled={onSettled} />;
  return (
    <StrictMode>
      {/* The boot splash and a failed page render before the shell picks the mall's locale. */}
      <IntlProvider locale="ko" defaultLocale="ko" messages={loadedMessages("ko")}>
        <ServicesContext.Provider value={services}>
          <Router>
            <NavigatorBridge />
            <RoutedApp
              routes={routes}
              shell={
                <>
                  <AppShell slots={shellSlots} initialLocale={initialLocale} />
                  {booted}
                </>
              }
              fallback={bootSplash}
              failed={
                <>
                  <RouteError />
                  {booted}
                </>
              }
            />
          </Router>
        </ServicesContext.Provider>
      </IntlProvider>
    </StrictMode>
  );
}
