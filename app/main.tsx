import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { loadedMessages } from "../engine/i18n/messages.ts";
import { bundle } from "../engine/manifests/bundle.ts";
import { appRoutes } from "../engine/routing/app-routes.tsx";
import { ServicesContext } from "../engine/services/services.ts";
import { AppShell } from "../engine/shell/app-shell.tsx";
import { RouteError } from "../engine/shell/route-error.tsx";
import { setRouter } from "../engine/shell/router-ref.ts";
import { visitedMallPath } from "../engine/shell/visited-mall.ts";
import { Splash } from "../engine/ui/splash.tsx";
import { engineScreens } from "./screen-registry.ts";
import { createAppServices } from "./services.ts";
import { shellSlots } from "./shell-slots.tsx";
import "../engine/ui/base.css";

function BootSplash() {
  return <Splash visible wordmark={bundle.brands.brandWord} />;
}

function Shell() {
  return <AppShell slots={shellSlots} />;
}

const router = createBrowserRouter([
  {
    id: "root",
    path: "/",
    Component: Shell,
    HydrateFallback: BootSplash,
    ErrorBoundary: RouteError,
    children: appRoutes(bundle, { dev: import.meta.env.DEV, visitedMallPath, screens: engineScreens }),
  },
]);
setRouter(router);
const services = createAppServices({ navigate: (to, opts) => void router.navigate(to, opts) });

const el = document.getElementById("root");
if (!el) throw new Error("#root is missing from index.html");
createRoot(el).render(
  <StrictMode>
    {/* The boot splash renders before the shell picks the mall's locale. */}
    <IntlProvider locale="ko" defaultLocale="ko" messages={loadedMessages("ko")}>
      <ServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </ServicesContext.Provider>
    </IntlProvider>
  </StrictMode>,
);
