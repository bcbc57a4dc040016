import { startTransition, StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import { BrowserRouter } from "react-router";
import { loadedMessages } from "../engine/i18n/messages.ts";
import { bundle, mallByPath } from "../engine/manifests/bundle.ts";
import { appRoutes } from "../engine/routing/app-routes.tsx";
import { preloadRoute } from "../engine/routing/preload-route.ts";
import { RoutedApp } from "../engine/routing/routed-app.tsx";
import { ServicesContext } from "../engine/services/services.ts";
import { AppShell } from "../engine/shell/app-shell.tsx";
import { redirectDesktopVisit } from "../engine/shell/desktop-redirect.ts";
import { markBusy } from "../engine/shell/loading-store.ts";
import { RouteError } from "../engine/shell/route-error.tsx";
import { startSessionRecording } from "../engine/shell/session-recording.ts";
import { navigateTo, NavigatorBridge } from "../engine/shell/router-ref.ts";
import { visitedMallPath } from "../engine/shell/visited-mall.ts";
import { Splash } from "../engine/ui/splash.tsx";
import { engineScreens } from "./screen-registry.ts";
import { createAppServices } from "./services.ts";
import { sessionRecorders } from "./session-recorders.ts";
import { shellSlots } from "./shell-slots.tsx";
import "../engine/ui/base.css";

// A desktop browser on Centerfield leaves for its desktop site before anything renders.
if (!redirectDesktopVisit(mallByPath)) start();

/** Calls onCommit once the app's first render is committed. */
function Booted({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

function start() {
  const routes = appRoutes(bundle, { dev: import.meta.env.DEV, visitedMallPath, screens: engineScreens });
  const services = createAppServices({ navigate: navigateTo });

  const el = document.getElementById("root");
  if (!el) throw new Error("#root is missing from index.html");
  const root = createRoot(el);
  // Busy (the app's idle signal) until the app's first commit, through the preload below.
  const booting = markBusy();
  const splash = <Splash visible wordmark={bundle.brands.brandWord} />;
  const messages = loadedMessages("ko");
  // The splash paints at once, and the app renders once the first page's screen is in: rendered
  // before, the page would suspend and React would hold it back 300 ms after the splash
  // (engine/routing/preload-route.ts). A failed load renders the app too, which shows the failure.
  root.render(
    <IntlProvider locale="ko" defaultLocale="ko" messages={messages}>
      {splash}
    </IntlProvider>,
  );
  const app = (
    <StrictMode>
      {/* The boot splash and a failed page render before the shell picks the mall's locale. */}
      <IntlProvider locale="ko" defaultLocale="ko" messages={messages}>
        <ServicesContext.Provider value={services}>
          <BrowserRouter>
            <NavigatorBridge />
            <Booted onCommit={booting} />
            <RoutedApp routes={routes} shell={<AppShell slots={shellSlots} />} fallback={splash} failed={<RouteError />} />
          </BrowserRouter>
        </ServicesContext.Provider>
      </IntlProvider>
    </StrictMode>
  );
  // A transition: the first render runs in slices, not as one long task (total blocking time).
  void preloadRoute(routes, window.location)
    .catch(() => undefined)
    .then(() => startTransition(() => root.render(app)));
  // Off unless the build names a recorder; consent then follows the page's visibility.
  startSessionRecording(import.meta.env.VITE_SESSION_RECORDER as string | undefined, sessionRecorders);
}
