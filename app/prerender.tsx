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
import type { Endpoint } from "../schemas/api/endpoint.ts";
import { paramNames } from "../schemas/route-tree.ts";
import { mallRoutePath, routesOf } from "../engine/routing/mall-routes.ts";
import { EVENT_LIST_MODULE, eventListFirstCalls } from "../screens/events/first-loads.ts";
import { HOME_PARTS_MODULE, mainCall } from "../screens/main/first-loads.ts";
import { directoryFirstCalls, TENANT_LIST_MODULE } from "../screens/stores/first-loads.ts";
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

/** A route's props (manifest), which pick a screen's variant. */
type RouteProps = Readonly<Record<string, unknown>>;

/** A call a screen makes as it opens: its endpoint and args, as the screen passes them to the client. */
interface FirstCall {
  endpoint: Endpoint;
  args: { params: unknown; input?: unknown };
}

/** What a screen loads as it opens: the source modules of its code and its first calls. */
type FirstLoads = (mall: MallManifest, locale: Locale, props: RouteProps) => { modules: string[]; calls: readonly FirstCall[] };

/** A home's parts and its main.do, which it asks for once hydrated. */
const homeLoads: FirstLoads = (mall, locale) => ({ modules: [HOME_PARTS_MODULE], calls: [mainCall(mall.path, locale)] });

/**
 * What a screen loads right after its HTML is painted, for the HTML to ask for ahead of the app (the
 * calls as a guest's client makes them: a member's adds custid and asks again): the prerendered
 * homes', and the screens whose routes get HTML of their own for it (routeShellTargets) — the
 * event list and the store directory, whose largest paint waits for their list.
 */
const FIRST_LOADS: Partial<Record<ScreenId, FirstLoads>> = {
  mallHome: homeLoads,
  brandHome: homeLoads,
  eventList: (mall, _locale, props) => ({ modules: [EVENT_LIST_MODULE], calls: eventListFirstCalls(mall.path, props.variant) }),
  tenantList: (mall) => ({ modules: [TENANT_LIST_MODULE], calls: directoryFirstCalls(mall.path) }),
};

function headOf(mall: MallManifest | null, locale: Locale, routeTitle: string | null, screen: ScreenId | null, props: RouteProps = {}): PrerenderedHead {
  const loads = mall && screen ? FIRST_LOADS[screen]?.(mall, locale, props) : undefined;
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
    fetches: (loads?.calls ?? []).map(({ endpoint, args }) => requestUrl(apiBase, endpoint, args.params, args.input, null)),
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
  const mall = target.mall ? (mallByPath(target.mall) ?? null) : null;
  return { html, ...headOf(mall, locale, routeTitleOf(handle?.title, locale), handle?.screen ?? null) };
}

/** A route's title in a locale (its message id formatted), or null where it has none. */
function routeTitleOf(title: string | undefined, locale: Locale): string | null {
  const messages = loadedMessages(locale) ?? {};
  return title && messages[title] ? createIntl({ locale, messages }).formatMessage({ id: title }) : null;
}

/** The HTML of a mall's other routes: its header over a skeleton, which the app replaces with the page. */
export async function renderShell(mallPath: string, locale: Locale): Promise<RenderedPage> {
  const mall = mallByPath(mallPath);
  if (!mall) throw new Error(`no mall ${mallPath}`);
  return { html: await skeletonHtml(mall, locale), ...headOf(mall, locale, null, null) };
}

async function skeletonHtml(mall: MallManifest, locale: Locale): Promise<string> {
  if (locale !== "ko") await loadMessages(locale);
  return renderToStaticMarkup(
    <IntlProvider locale={locale} defaultLocale="ko" messages={loadedMessages(locale)}>
      <ShellSkeleton mall={mall} locale={locale} />
    </IntlProvider>,
  );
}

/** A route whose shell HTML is its own: it asks for the route's screen and first calls ahead of the app. */
export interface RouteShellTarget {
  path: string;
  mall: string;
  locales: readonly Locale[];
  screen: ScreenId;
  props: RouteProps;
}

/**
 * The routes that get a shell of their own: every path of a mall (no path params, no redirect,
 * open to a guest) that mounts a screen with FIRST_LOADS other than the prerendered pages'. Their
 * HTML is the mall's shell, titled for the route, whose start-up script also asks for the screen's
 * code and its first calls, so they arrive with the app's main chunk instead of after it ran. A
 * mall added by a manifest file gets them with no code change.
 */
export function routeShellTargets(): RouteShellTarget[] {
  const found: RouteShellTarget[] = [];
  for (const mall of Object.values(bundle.malls).filter((m) => m.kind === "mall")) {
    for (const route of routesOf(mall)) {
      const screen = route.node.screen;
      if (!screen || PRERENDERED_SCREENS.includes(screen) || !FIRST_LOADS[screen] || paramNames(route.fullPath).length > 0) continue;
      const path = mallRoutePath(mall, route.fullPath);
      const hops = routeChain(routes, { pathname: path, search: "" });
      const handle = hops[0]?.handle;
      // The path shows this very route: enabled for the mall, not redirected, a guest's.
      if (hops.length !== 1 || handle?.screen !== screen || handle.pattern !== path || handle.flags.requiresMember) continue;
      found.push({ path, mall: mall.path, locales: mall.locales.available, screen, props: route.node.props ?? {} });
    }
  }
  return found;
}

/** A route's own shell: the mall's header over a skeleton, titled for the route, with its screen's first loads. */
export async function renderRouteShell(target: RouteShellTarget, locale: Locale): Promise<RenderedPage> {
  const mall = mallByPath(target.mall);
  if (!mall) throw new Error(`no mall ${target.mall}`);
  const html = await skeletonHtml(mall, locale);
  const handle = routeChain(routes, { pathname: target.path, search: "" })[0]?.handle;
  return { html, ...headOf(mall, locale, routeTitleOf(handle?.title, locale), target.screen, target.props) };
}

/** The malls whose other routes get the shell's HTML: every mall with a header (not the gate's special paths). */
export function shellMalls(): { mall: string; locales: readonly Locale[] }[] {
  return Object.values(bundle.malls)
    .filter((m) => m.kind === "mall")
    .map((m) => ({ mall: m.path, locales: m.locales.available }));
}
