// The build's renderer (docs/decisions/0048): bundled for Node by engine/prerender/prerender-plugin.ts
// after the browser build, it renders the pages that show without data at first paint (the gate
// and every mall's home, in each locale the mall offers) to HTML, with the very tree the browser
// hydrates (app/app-root.tsx), and each mall's header for the HTML of its other routes.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createIntl, IntlProvider } from "react-intl";
import { StaticRouter } from "react-router";
import { loadedMessages, loadMessages } from "../engine/i18n/messages.ts";
import { brandOf, bundle, mallByPath } from "../engine/manifests/bundle.ts";
import { appIconHref, webAppManifestHref } from "../engine/manifests/web-app.ts";
import { appRoutes } from "../engine/routing/app-routes.tsx";
import { preloadRoute, routeChain } from "../engine/routing/preload-route.ts";
import { pageTitle } from "../engine/routing/title.ts";
import { brandThemeStyle } from "../engine/ui/brand-theme.ts";
import type { ScreenId } from "../schemas/screen-ids.ts";
import type { Locale } from "../schemas/manifest-common.ts";
import type { MallManifest } from "../schemas/manifest.ts";
import { parseApiBase } from "../engine/api/api-base.ts";
import { requestUrl } from "../engine/api/url.ts";
import { HOME_PARTS_MODULE, mainCall } from "../screens/main/first-loads.ts";
import { AppRoot } from "./app-root.tsx";
import { engineScreens } from "./screen-registry.ts";
import { createAppServices } from "./services.ts";
import { ShellSkeleton } from "../engine/shell/shell-skeleton.tsx";
import type { RenderedPage } from "../engine/prerender/assemble.ts";

/** The screens whose first paint needs no data: their page is rendered at build and hydrated. */
export const PRERENDERED_SCREENS: readonly ScreenId[] = ["entryGate", "mallHome", "brandHome"];

/** A page the build renders: its path (after the redirects of the path it starts from), its mall and locales. */
export interface PrerenderTarget {
  path: string;
  mall: string | null;
  locales: readonly Locale[];
}

/** What goes into the HTML's head and root element beside the rendered markup (the assembler's page less its markup). */
type PrerenderedHead = Omit<RenderedPage, "html">;

const routes = appRoutes(bundle, { dev: false, visitedMallPath: () => `/${bundle.brands.defaultMall}`, screens: engineScreens });

/**
 * The pages to render: `/` and each mall's entry path, followed through its redirects, kept when
 * the page it ends on is one of PRERENDERED_SCREENS. A mall added by a manifest file is in it.
 */
export function prerenderTargets(): PrerenderTarget[] {
  const starts = ["/", ...Object.values(bundle.malls).map((m) => `/${m.path}`)];
  const found = new Map<string, PrerenderTarget>();
  for (const start of starts) {
    const hops = routeChain(routes, { pathname: start, search: "" });
    const last = hops[hops.length - 1];
    if (!last?.handle?.screen || !PRERENDERED_SCREENS.includes(last.handle.screen) || last.handle.redirect?.({}, "")) continue;
    const mall = last.handle.mall ? (mallByPath(last.handle.mall) ?? null) : null;
    found.set(last.pathname, { path: last.pathname, mall: mall?.path ?? null, locales: mall?.locales.available ?? ["ko"] });
  }
  return [...found.values()];
}

/** The API's base in this build (as the app's client reads it). */
const apiBase = parseApiBase(import.meta.env.VITE_API_BASE as string | undefined);

/** A home's parts and its main.do, which it asks for once hydrated: a guest's URL (a member's adds custid and asks again). */
const homeLoads = (mall: MallManifest, locale: Locale) => {
  const { endpoint, args } = mainCall(mall.path, locale);
  return { modules: [HOME_PARTS_MODULE], fetches: [requestUrl(apiBase, endpoint, args.params, args.input, null)] };
};

/** What each prerendered screen loads right after its first paint, when it has a mall. */
const FIRST_LOADS: Partial<Record<ScreenId, (mall: MallManifest, locale: Locale) => { modules: string[]; fetches: string[] }>> = {
  mallHome: homeLoads,
  brandHome: homeLoads,
};

function headOf(mall: MallManifest | null, locale: Locale, routeTitle: string | null, screen: ScreenId | null): PrerenderedHead {
  const loads = mall && screen ? FIRST_LOADS[screen]?.(mall, locale) : undefined;
  const group = mall ? brandOf(mall) : null;
  return {
    lang: locale,
    title: pageTitle(bundle.brands, mall, locale, routeTitle),
    manifestHref: webAppManifestHref(mall),
    appleTouchIcon: group ? appIconHref(group.id, 192, "maskable") : null,
    themeStyle: group
      ? Object.entries(brandThemeStyle(group.theme))
          .map(([k, v]) => `${k}:${v}`)
          .join(";")
      : "",
    stylesheets: mall?.pageAssets?.stylesheets ?? [],
    bodyClass: mall?.pageAssets?.bodyClass ?? null,
    modules: loads?.modules ?? [],
    fetches: loads?.fetches ?? [],
  };
}

async function toHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    onError(error) {
      throw error;
    },
  });
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** A page as the browser's first render shows it, in a locale, with what its head needs. */
export async function renderPage(target: PrerenderTarget, locale: Locale): Promise<RenderedPage> {
  const location = { pathname: target.path, search: "" };
  await preloadRoute(routes, location);
  if (locale !== "ko") await loadMessages(locale);
  const services = createAppServices({ navigate: () => {}, location });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={target.path}>{children}</StaticRouter>;
  const html = await toHtml(<AppRoot routes={routes} services={services} Router={Router} initialLocale={locale} />);
  const handle = routeChain(routes, location).at(-1)?.handle ?? null;
  const messages = loadedMessages(locale) ?? {};
  const routeTitle = handle?.title && messages[handle.title] ? createIntl({ locale, messages }).formatMessage({ id: handle.title }) : null;
  const mall = target.mall ? (mallByPath(target.mall) ?? null) : null;
  return { html, ...headOf(mall, locale, routeTitle, handle?.screen ?? null) };
}

/** The HTML of a mall's other routes: its header over a skeleton, which the app replaces with the page. */
export async function renderShell(mallPath: string, locale: Locale): Promise<RenderedPage> {
  const mall = mallByPath(mallPath);
  if (!mall) throw new Error(`no mall ${mallPath}`);
  if (locale !== "ko") await loadMessages(locale);
  const html = renderToStaticMarkup(
    <IntlProvider locale={locale} defaultLocale="ko" messages={loadedMessages(locale)}>
      <ShellSkeleton mall={mall} locale={locale} />
    </IntlProvider>,
  );
  return { html, ...headOf(mall, locale, null, null) };
}

/** The malls whose other routes get the shell's HTML: every mall with a header (not the gate's special paths). */
export function shellMalls(): { mall: string; locales: readonly Locale[] }[] {
  return Object.values(bundle.malls)
    .filter((m) => m.kind === "mall")
    .map((m) => ({ mall: m.path, locales: m.locales.available }));
}
