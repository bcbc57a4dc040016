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
import { handleOf } from "../engine/routing/handle.ts";
import { mallRoutePath, routesOf } from "../engine/routing/mall-routes.ts";
import { EVENT_LIST_MODULE, eventListFirstCalls } from "../screens/events/first-loads.ts";
import { mainCall, mainPopupCall } from "../screens/main/first-loads.ts";
import { HOME_PARTS_MODULE } from "../screens/main/home-parts-key.ts";
import { homeNotices } from "../screens/main/notice-keys.ts";
import { directoryFirstCalls, TENANT_LIST_MODULE } from "../screens/stores/first-loads.ts";
import { MEMBER_SCREEN_MODULES } from "../screens/member/first-loads.ts";
import { AppRoot } from "./app-root.tsx";
import { markServedMemberPage } from "../engine/session/served-member.ts";
import type { SessionService, SessionSnapshot } from "../engine/session/session-service.ts";
import { engineScreens } from "./screen-registry.ts";
import { createAppServices } from "./services.ts";
import { ShellSkeleton } from "../engine/shell/shell-skeleton.tsx";
import { inlineHashes, type RenderedPage } from "../engine/prerender/assemble.ts";
import { type FirstAnswer, type FirstAnswers, type FirstAnswersData, firstAnswersElement, firstAnswersOf } from "../engine/data/first-answers.ts";
import type { AnsweredPage } from "../schemas/prerendered-pages.ts";
import { queryKey } from "../engine/data/query-key.ts";
import { loadLazyModules } from "../engine/routing/lazy-module.ts";

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

/** A home's parts, its main.do and its popups, which it asks for once hydrated. */
const homeLoads: FirstLoads = (mall, locale) => ({ modules: [HOME_PARTS_MODULE], calls: [mainCall(mall.path, locale), mainPopupCall(mall.path)] });

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

/** The notices a screen's HTML shows that a visitor may hide for the day, by name and storage key (RenderedPage hiddenToday). */
const HIDDEN_TODAY: Partial<Record<ScreenId, (mall: MallManifest) => Record<string, string>>> = {
  mallHome: (mall) => homeNotices(mall.path),
  brandHome: (mall) => homeNotices(mall.path),
};

function headOf(mall: MallManifest | null, locale: Locale, routeTitle: string | null, screen: ScreenId | null, props: RouteProps = {}): PrerenderedHead {
  const loads = mall && screen ? FIRST_LOADS[screen]?.(mall, locale, props) : undefined;
  const hiddenToday = mall && screen ? HIDDEN_TODAY[screen]?.(mall) : undefined;
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
    ...(hiddenToday ? { hiddenToday } : {}),
  };
}

/** The HTML of a tree; rejects with the first error a component threw (never thrown out of the stream: a server renders with it). */
async function toHtml(node: ReactNode): Promise<string> {
  let failure: { error: unknown } | null = null;
  const { prelude } = await prerenderToNodeStream(node, {
    onError(error) {
      failure ??= { error };
    },
  });
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw (failure as { error: unknown }).error;
  return html;
}

/** The markup of a page as the browser's first render shows it, in a locale (with the answers given, if any). */
async function pageMarkup(target: PrerenderTarget, locale: Locale, firstAnswers: FirstAnswers | null, session?: SessionService): Promise<string> {
  const location = { pathname: target.path, search: "" };
  await preloadRoute(routes, location);
  if (locale !== "ko") await loadMessages(locale);
  const services = { ...createAppServices({ navigate: () => {}, location, firstAnswers }), ...(session ? { session } : {}) };
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={target.path}>{children}</StaticRouter>;
  return toHtml(<AppRoot routes={routes} services={services} Router={Router} initialLocale={locale} />);
}

/** A page as the browser's first render shows it, in a locale, with what its head needs. */
export async function renderPage(target: PrerenderTarget, locale: Locale): Promise<RenderedPage> {
  const html = await pageMarkup(target, locale, null);
  const handle = routeChain(routes, { pathname: target.path, search: "" }).at(-1)?.handle ?? null;
  const mall = target.mall ? (mallByPath(target.mall) ?? null) : null;
  return { html, ...headOf(mall, locale, routeTitleOf(handle?.title, locale), handle?.screen ?? null) };
}

/** The pages a server may render again with their answers: the homes, and the routes with a shell of their own. */
let targets: (PrerenderTarget & { props: RouteProps })[] | null = null;

/** A page's target, locale and first loads, when it has first calls and offers the locale. */
function answerable(path: string, locale: string) {
  targets ??= [...prerenderTargets().map((t) => ({ ...t, props: {} })), ...routeShellTargets()];
  const target = targets.find((t) => t.path === path);
  const mall = target?.mall ? (mallByPath(target.mall) ?? null) : null;
  const screen = target ? routeChain(routes, { pathname: target.path, search: "" }).at(-1)?.handle?.screen : undefined;
  const shown = target?.locales.find((l) => l === locale);
  const loads = mall && screen && shown ? FIRST_LOADS[screen]?.(mall, shown, target?.props ?? {}) : undefined;
  if (!target || !shown || !loads || loads.calls.length === 0) return null;
  const calls = loads.calls.map(({ endpoint, args }) => ({
    key: queryKey(endpoint.id, args, null),
    url: requestUrl(apiBase, endpoint, args.params, args.input, null),
  }));
  return { target, locale: shown, modules: loads.modules, calls };
}

/** The URLs of a prerendered page's first calls, as a guest's client asks for them (null: it has none). */
export function firstCalls(path: string, locale: string): string[] | null {
  return answerable(path, locale)?.calls.map((c) => c.url) ?? null;
}

/**
 * A prerendered page rendered again with the answers of its first calls (docs/decisions/0054), by
 * the server, for a request: a home then shows its banners in its HTML, and the app, given the same
 * answers by the HTML, hydrates it as it stands. `bodies` are the answers by URL (firstCalls); null
 * when one is missing, or the page has no first calls: the build's HTML stands.
 */
export async function renderAnswered(path: string, locale: string, bodies: Readonly<Record<string, unknown>>): Promise<AnsweredPage | null> {
  const page = answerable(path, locale);
  if (!page || page.calls.some((c) => bodies[c.url] === undefined)) return null;
  const answers: FirstAnswer[] = page.calls.map(({ key, url }) => ({ key, url, body: bodies[url] }));
  const data: FirstAnswersData = { modules: page.modules, answers };
  await loadLazyModules(page.modules);
  const html = await pageMarkup(page.target, page.locale, firstAnswersOf(data));
  return { html, dataElement: firstAnswersElement(data), styleAttributes: inlineHashes(html).styleAttributes };
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
  return ownRoutes()
    .filter(({ screen, hop }) => !PRERENDERED_SCREENS.includes(screen) && FIRST_LOADS[screen] && !hop.handle?.flags.requiresMember)
    .map(({ mall, route, path, screen }) => ({ path, mall: mall.path, locales: mall.locales.available, screen, props: route.node.props ?? {} }));
}

/**
 * Every path of every mall (no path params) that shows its very route: enabled for the mall, not
 * redirected, its screen the route's. The routes that may get a shell of their own are among them.
 */
function ownRoutes() {
  return Object.values(bundle.malls)
    .filter((m) => m.kind === "mall")
    .flatMap((mall) =>
      routesOf(mall).flatMap((route) => {
        const screen = route.node.screen;
        if (!screen || paramNames(route.fullPath).length > 0) return [];
        const path = mallRoutePath(mall, route.fullPath);
        const hops = routeChain(routes, { pathname: path, search: "" });
        const hop = hops[0];
        if (!hop || hops.length !== 1 || hop.handle?.screen !== screen || hop.handle.pattern !== path) return [];
        return [{ mall, route, path, screen, hop }];
      }),
    );
}

/** The mall's header over a skeleton, for a route's own shell, with the route's title. */
async function routeShellOf(mallPath: string, path: string, locale: Locale) {
  const { mall, title } = routeHeadOf(mallPath, path, locale);
  return { mall, html: await skeletonHtml(mall, locale), title };
}

/** A mall's route: its mall and its title in a locale. */
function routeHeadOf(mallPath: string, path: string, locale: Locale) {
  const mall = mallByPath(mallPath);
  if (!mall) throw new Error(`no mall ${mallPath}`);
  const handle = routeChain(routes, { pathname: path, search: "" })[0]?.handle;
  return { mall, title: routeTitleOf(handle?.title, locale) };
}

/** A route's own shell: the mall's header over a skeleton, titled for the route, with its screen's first loads. */
export async function renderRouteShell(target: RouteShellTarget, locale: Locale): Promise<RenderedPage> {
  const { mall, html, title } = await routeShellOf(target.mall, target.path, locale);
  return { html, ...headOf(mall, locale, title, target.screen, target.props) };
}

/** The malls whose other routes get the shell's HTML: every mall with a header (not the gate's special paths). */
export function shellMalls(): { mall: string; locales: readonly Locale[] }[] {
  return Object.values(bundle.malls)
    .filter((m) => m.kind === "mall")
    .map((m) => ({ mall: m.path, locales: m.locales.available }));
}

/** A member route's own HTML: its page and its screens' code, which the server answers a request with a live session with. */
export interface MemberShellTarget {
  path: string;
  mall: string;
  locales: readonly Locale[];
  /** The source modules of the screens the route shows (a frame's and its page's). */
  modules: string[];
}

const memberModuleOf = (screen: ScreenId | undefined): string | undefined =>
  screen && screen in MEMBER_SCREEN_MODULES ? MEMBER_SCREEN_MODULES[screen as keyof typeof MEMBER_SCREEN_MODULES] : undefined;

/**
 * The member routes that get HTML of their own (docs/decisions/0055, 0060): every path of a mall
 * (no path params, no redirect) whose page is a member screen (MEMBER_SCREEN_MODULES) behind the
 * member check. The server answers it only to a request with a live session (a guest gets the
 * mall's shell, and the login prompt never downloads the member's code); its start-up script asks
 * for the screens' code with the app's main chunk. A mall added by a manifest file gets them with
 * no code change.
 */
export function memberShellTargets(): MemberShellTarget[] {
  return ownRoutes()
    .filter(({ screen, hop }) => memberModuleOf(screen) && hop.handle?.flags.requiresMember)
    .map(({ mall, path, hop }) => {
      const modules = hop.matches.flatMap((m) => memberModuleOf(handleOf(m.route)?.screen) ?? []);
      return { path, mall: mall.path, locales: mall.locales.available, modules: [...new Set(modules)] };
    });
}

/**
 * A member route's own HTML: the page as its member sees it while the session is checked (its
 * frame, heading and words; skeletons where the member's data goes), with its parts' stylesheets
 * inline, preloading its screens' code (docs/decisions/0060). The app shows the same page at its
 * first render, so the HTML's largest paint is the page's.
 */
export async function renderMemberShell(target: MemberShellTarget, locale: Locale): Promise<RenderedPage> {
  const { mall, title } = routeHeadOf(target.mall, target.path, locale);
  markServedMemberPage(target.path);
  try {
    const html = await pageMarkup({ path: target.path, mall: target.mall, locales: target.locales }, locale, null, checkingSession);
    return { html, ...headOf(mall, locale, title, null), modules: target.modules, servedMember: target.path };
  } finally {
    markServedMemberPage(null);
  }
}

/**
 * The session of a member route's HTML: a member's, being checked (the server answers that HTML
 * only to a live session). No member record yet: the page shows what it shows before the check
 * ends, and no customer id of anyone.
 */
const CHECKING: SessionSnapshot = { status: "checking", member: null, testDevice: false, custId: "", reserveGroup: null, failed: false };
const checkingSession: SessionService = {
  getSnapshot: () => CHECKING,
  subscribe: () => () => {},
  ensure: async () => CHECKING,
  loggedIn: async () => "failed",
  logout: async () => {},
  getCustId: () => null,
  setMall: () => {},
};
