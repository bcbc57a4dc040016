import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { loadedMessages } from "./i18n/messages.ts";
import { bundle } from "./manifests/bundle.ts";
import { appRoutes } from "./routing/app-routes.tsx";
import { AppShell } from "./shell/app-shell.tsx";
import { RouteError } from "./shell/route-error.tsx";
import { setRouter } from "./shell/router-ref.ts";
import { visitedMallPath } from "./shell/visited-mall.ts";
import { Splash } from "./ui/splash.tsx";
import "./ui/base.css";

function BootSplash() {
  return <Splash visible wordmark={bundle.brands.brandWord} />;
}

const router = createBrowserRouter([
  {
    id: "root",
    path: "/",
    Component: AppShell,
    HydrateFallback: BootSplash,
    ErrorBoundary: RouteError,
    children: appRoutes(bundle, { dev: import.meta.env.DEV, visitedMallPath }),
  },
]);
setRouter(router);

const el = document.getElementById("root");
if (!el) throw new Error("#root is missing from index.html");
createRoot(el).render(
  <StrictMode>
    {/* The boot splash renders before the shell picks the mall's locale. */}
    <IntlProvider locale="ko" defaultLocale="ko" messages={loadedMessages("ko")}>
      <RouterProvider router={router} />
    </IntlProvider>
  </StrictMode>,
);
