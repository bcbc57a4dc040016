import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import { BrowserRouter } from "react-router";
import { answerAppLocales } from "../engine/i18n/format-locales.ts";
import { effectiveLocale, readStoredLocale, syncLocaleCookie } from "../engine/i18n/locale.ts";
import { loadedMessages, loadMessages } from "../engine/i18n/messages.ts";
import { bundle, mallByPath } from "../engine/manifests/bundle.ts";
import { appRouteTable } from "../engine/routing/app-routes.tsx";
import { preloadRoute } from "../engine/routing/preload-route.ts";
import { loadLazyModules } from "../engine/routing/lazy-module.ts";
import { type FirstAnswers, readFirstAnswers } from "../engine/data/first-answers.ts";
import type { PageMessage } from "../engine/offline/sw/rules.ts";
import { recordRead } from "../engine/offline/offline-status.ts";
import { APP_LIVE_ATTR, bootHtml } from "../engine/shell/boot-html.ts";
import { redirectDesktopVisit } from "../engine/shell/desktop-redirect.ts";
import { markBusy } from "../engine/shell/loading-store.ts";
import { startSessionRecording } from "../engine/shell/session-recording.ts";
import { navigateTo } from "../engine/shell/router-ref.ts";
import { visitedMallPath } from "../engine/shell/visited-mall.ts";
import { AppRoot, bootSplash } from "./app-root.tsx";
import { engineScreens } from "./screen-registry.ts";
import { createAppServices } from "./services.ts";
import { sessionRecorders } from "./session-recorders.ts";
import "../engine/ui/base.css";

// A desktop browser on Centerfield leaves for its desktop site before anything renders. The app
// starts in a task of its own: the modules' evaluation is one long task already (react-dom's at
// its core), and the start's work (the route table, the services, the first route's match) added
// to it made it longer still, which a task of its own takes out of it (total blocking time).
if (!redirectDesktopVisit(mallByPath)) setTimeout(start);

/**
 * Whether the prerendered page can be hydrated as it is: it was rendered in the locale this visitor
 * sees (a stored choice the server could not know makes it differ) and with no query, which can
 * open a dialog the HTML does not have. Otherwise the app renders over it.
 */
function hydratable(locale: string, guest: boolean, answered: boolean): boolean {
  const mall = mallByPath(window.location.pathname.split("/")[1] ?? "") ?? null;
  // A page rendered with a guest's answers (docs/decisions/0054) shows a member other ones: rendered over.
  return window.location.search === "" && effectiveLocale(mall, readStoredLocale()) === locale && (guest || !answered);
}

function keepBroughtAnswers(first: FirstAnswers) {
  const worker = typeof navigator !== "undefined" ? navigator.serviceWorker?.controller : null;
  if (worker) worker.postMessage({ type: "keepAnswers", answers: first.all } satisfies PageMessage);
  else for (const url of first.urls) recordRead(url);
}

function start() {
  answerAppLocales();
  syncLocaleCookie();
  const routes = appRouteTable(bundle, { dev: import.meta.env.DEV, visitedMallPath, screens: engineScreens });
  // The answers the HTML brought with a home rendered for this request (docs/decisions/0054).
  const firstAnswers = readFirstAnswers(document);
  // Reads the page did not make itself: the offline worker keeps them all the same, from the
  // answers themselves when it runs the page already, else by their URLs once it does.
  if (firstAnswers) keepBroughtAnswers(firstAnswers);
  const services = createAppServices({ navigate: navigateTo, firstAnswers });

  const el = document.getElementById("root");
  if (!el) throw new Error("#root is missing from index.html");
  // Busy (the app's idle signal) through the preload below until the first page's commit has run
  // its effects (which start its requests and its gate), so no moment of idle shows between.
  const booting = markBusy();
  const live = () => document.documentElement.setAttribute(APP_LIVE_ATTR, "");
  const app = <AppRoot routes={routes} services={services} Router={BrowserRouter} onCommit={live} onSettled={booting} />;
  const html = bootHtml(document);
  // The first page's screen (and, for English HTML, the English words) load before the first
  // render: rendered before, the page would suspend (engine/routing/preload-route.ts).
  // A page the server rendered with its answers shows its parts too: they load first as well.
  // The mall's routes are compiled in a task after this one, and the page's route matched in the
  // next (react-router ranks every route of the mall): the three were one long task of 90-120 ms
  // at 4× CPU, which total blocking time counts.
  const ready = new Promise((compiled) =>
    setTimeout(() => {
      routes(window.location.pathname);
      setTimeout(compiled);
    }),
  )
    .then(() => preloadRoute(routes, window.location))
    .then(() => Promise.all([html?.locale === "en" ? loadMessages("en") : undefined, loadLazyModules(firstAnswers?.modules ?? [])]))
    .catch(() => undefined);

  if (html?.kind === "page" && hydratable(html.locale, services.session.getSnapshot().custId === null, firstAnswers !== null)) {
    // The HTML is the page: the app takes it over where it stands (docs/decisions/0048).
    void ready.then(() => startTransition(() => void hydrateRoot(el, app)));
  } else {
    const root = createRoot(el);
    // Without a page in the HTML, the splash paints at once (the shell's skeleton stays instead,
    // when the HTML has one), and the app renders once the first page's screen is in: rendered
    // before, the page would suspend and React would hold it back 300 ms after the splash
    // (engine/routing/preload-route.ts). A failed load renders the app too, which shows the failure.
    if (!html)
      root.render(
        <IntlProvider locale="ko" defaultLocale="ko" messages={loadedMessages("ko")}>
          {bootSplash}
        </IntlProvider>,
      );
    // A transition: the first render runs in slices, not as one long task (total blocking time).
    void ready.then(() => startTransition(() => root.render(app)));
  }
  // Off unless the build names a recorder; consent then follows the page's visibility.
  startSessionRecording(import.meta.env.VITE_SESSION_RECORDER as string | undefined, sessionRecorders);
}
