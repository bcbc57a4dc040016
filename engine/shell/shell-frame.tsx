import { Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { DialogSlot } from "../dialogs/dialog-slot.tsx";
import { LinkPolicyContext, type LinkEnvironment } from "../links/link-policy-context.ts";
import { linkPolicyFor } from "../links/link-policy.ts";
import { bundle } from "../manifests/bundle.ts";
import { useServices } from "../services/services.ts";
import { backFallback, historyHoldsOnlyCurrent } from "../routing/back.ts";
import { lazyModule, useLazyModule } from "../routing/lazy-module.ts";
import { mallHref } from "../routing/screen-href.ts";
import type { RouteHandle } from "../routing/handle.ts";
import type { ScreenProps } from "../screen-props.ts";
import { useSessionQueryFlags } from "../session/use-session-query-flags.ts";
import { AppHeader } from "../ui/app-header.tsx";
import { VisuallyHidden } from "../ui/visually-hidden.tsx";
import { LoadingOverlay } from "../ui/loading-overlay.tsx";
import { Splash } from "../ui/splash.tsx";
import { paintedByHtml } from "./boot-html.ts";
import { openQueryDialogs } from "./use-query-dialog-open.ts";
import { useKeptOutlet } from "./kept-outlet.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MallFooter } from "./mall-footer.tsx";
import { loadingSnapshot, subscribeLoading } from "./loading-store.ts";
import { useMall } from "./mall-context.ts";
import { routeHasPageInfo } from "./page-info-route.ts";
import { useNativeEffects } from "./use-native-effects.ts";
import { useOfflineState } from "./use-offline-support.ts";
import { usePageLogging } from "./use-page-logging.ts";
import { useDocumentTitle, useNavigationScroll } from "./use-route-effects.ts";
import styles from "./shell.module.css";
import { lazyPart } from "../routing/lazy-part.ts";

const DRAWER_ID = "mall-drawer";
// The drawer (with the member line and the session's paths) loads on the first open: a page
// that is only read never pays for it. It shows as soon as it is in (engine/routing/lazy-module.ts).
const mallDrawer = lazyModule(() => import("./mall-drawer.tsx"));
// A mall with its own site frame (chrome site) has the site menu instead, loaded the same way.
const siteMenu = lazyModule(() => import("./site-menu.tsx"));
// Page info (Detail routes) and the to-top control (routes flagged showTop) load where they are used.
const PageInfoSync = lazyPart(() => import("./page-info.ts").then((m) => ({ default: m.PageInfoSync })));
const ToTop = lazyPart(() => import("../ui/to-top.tsx").then((m) => ({ default: m.ToTop })));
// Offline notices (a saved copy shown, a release waiting) load when there is one.
const SavedCopyNotice = lazyPart(() => import("./offline-notices.tsx").then((m) => ({ default: m.SavedCopyNotice })));
const UpdateOffer = lazyPart(() => import("./offline-notices.tsx").then((m) => ({ default: m.UpdateOffer })));

/** Screens and panels the composition root hands the shell (the engine imports no screen). */
export interface ShellSlots {
  /** The 'Mall not supported' screen, shown when the `mall` query names no mall. */
  UnsupportedMall: ComponentType<ScreenProps<"unsupportedMall">>;
  /** Development builds: a panel over the page (the ?inspect=1 actor panel). */
  DevPanel?: ComponentType | null;
  /**
   * Dialogs driven by a query parameter (Centerfield's cfSearch), by parameter name: one shows
   * while the shown route declares its parameter and the URL has it; closing removes the parameter.
   * Load them lazily: a page pays for one only when it opens.
   */
  QueryDialogs?: Readonly<Record<string, ComponentType>>;
}

/**
 * The loading veil over the page, following every call. It alone subscribes to the calls' store, so
 * a call that starts or ends renders it again, not the frame with the header and the page (a
 * store's change is rendered synchronously, in the task that made it).
 */
function ShellLoading() {
  const loading = useSyncExternalStore(subscribeLoading, loadingSnapshot, loadingSnapshot);
  return <LoadingOverlay visible={loading.status === "loading"} />;
}

/** The page frame: skip link, header, drawer, content, to-top control, loading overlay, dialogs and splash. */
export function ShellFrame({ handle, unsupported, slots }: { handle: RouteHandle | null; unsupported: string | null; slots: ShellSlots }) {
  const { UnsupportedMall, DevPanel, QueryDialogs = {} } = slots;
  const { mall, locale, locales, setLocale } = useMall();
  const intl = useIntl();
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened the drawer stays mounted (closed), so a second open shows at once.
  const [drawerWanted, setDrawerWanted] = useState(false);
  // From the first route with page info on, the page info follows every navigation (and clears).
  const [pageInfoWanted, setPageInfoWanted] = useState(false);
  if (!pageInfoWanted && routeHasPageInfo(handle?.name)) setPageInfoWanted(true);
  // Painted by the HTML (prerendered page or shell), the page has no splash to fade.
  const [booted, setBooted] = useState(paintedByHtml);
  const offline = useOfflineState(location.pathname);
  const { bridge } = useServices();
  // Links from data are classified against the brands' host list; external ones open through the app.
  const links = useMemo<LinkEnvironment>(
    () => ({
      policy: linkPolicyFor(bundle.brands, typeof window === "undefined" ? "" : window.location.origin),
      openExternal: (url) => void bridge().then((b) => b.openLink(url)),
    }),
    [bridge],
  );

  useDocumentTitle(bundle.brands, mall, handle);
  useNavigationScroll(location, params, handle?.query);
  // After the navigation scroll: a kept screen (flag cached) comes back at its own position.
  const outlet = useKeptOutlet(handle?.flags.cached ?? false, mall?.path ?? null, handle?.pattern ?? null, location.key);
  useNativeEffects(mall, handle, location);
  usePageLogging(mall, location);
  useSessionQueryFlags();
  useEffect(() => {
    // The splash starts fading once the first frame of the page is painted.
    const frame = requestAnimationFrame(() => setBooted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const keepDrawer = handle?.flags.keepDrawer ?? false;
  useEffect(() => {
    // An open drawer closes on every navigation, except onto intro, layouts and app paths.
    // oxlint-disable-next-line react/set-state-in-effect -- the close is a reaction to navigation, not derived state
    if (!keepDrawer) setDrawerOpen(false);
  }, [location.key, keepDrawer]);

  const showHeader = mall !== null && unsupported === null && !handle?.flags.hideHeader;
  // Centerfield's own header, navigation and footer (manifest chrome site), on every page with a header.
  const site = mall?.chrome === "site";
  const drawer = useLazyModule(mallDrawer, mall !== null && drawerWanted && !site).module;
  const menu = useLazyModule(siteMenu, mall !== null && drawerWanted && site).module;
  const isMain = mall !== null && handle?.pattern === `/${mall.path}`;
  const title = handle?.title && intl.messages[handle.title] ? intl.formatMessage({ id: handle.title }) : (mall?.name[locale] ?? "");
  const goBack = () => {
    if (historyHoldsOnlyCurrent(window.history.state)) navigate(backFallback(handle, params));
    else navigate(-1);
  };

  return (
    <LinkPolicyContext.Provider value={links}>
      <div className={styles.frame} data-mall={mall?.path ?? ""}>
        <a className={styles.skip} href="#main-content">
          {intl.formatMessage({ id: "shell.skipToContent" })}
        </a>
        {showHeader && (
          <AppHeader
            site={site}
            title={
              site ? (
                <Link to={mallHref(mall)} className={styles.siteMark}>
                  {mall.name.en}
                  <VisuallyHidden> {intl.formatMessage({ id: "shell.home" })}</VisuallyHidden>
                </Link>
              ) : (
                title
              )
            }
            onBack={isMain ? undefined : goBack}
            onMenu={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            menuOpen={drawerOpen}
            menuControls={DRAWER_ID}
            trailing={<LanguageSwitch locales={locales} locale={locale} onChange={setLocale} />}
          />
        )}
        {mall && menu && site && <menu.SiteMenu id={DRAWER_ID} mall={mall} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
        {mall && drawer && !site && <drawer.MallDrawer id={DRAWER_ID} mall={mall} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {offline.savedAt !== null && (
            <Suspense fallback={null}>
              <SavedCopyNotice savedAt={offline.savedAt} />
            </Suspense>
          )}
          {unsupported !== null ? (
            <Suspense fallback={null}>
              <UnsupportedMall props={{}} query={{}} params={{}} route={{ screen: "unsupportedMall", path: "*" }} />
            </Suspense>
          ) : (
            outlet
          )}
        </main>
        {showHeader && site && bundle.brands.footer && <MallFooter footer={bundle.brands.footer} locale={locale} routeQuery={handle?.query} />}
        {handle?.flags.showTop && (
          <Suspense fallback={null}>
            <ToTop />
          </Suspense>
        )}
        {pageInfoWanted && (
          <Suspense fallback={null}>
            <PageInfoSync mall={mall} handle={handle} location={location} />
          </Suspense>
        )}
        {mall !== null &&
          Object.entries(QueryDialogs)
            .filter(([name]) => openQueryDialogs(handle?.query, location.search).includes(name))
            .map(([name, QueryDialog]) => (
              <Suspense key={name} fallback={null}>
                <QueryDialog />
              </Suspense>
            ))}
        <ShellLoading />
        {offline.update && (
          <Suspense fallback={null}>
            <UpdateOffer accept={offline.update} />
          </Suspense>
        )}
        <DialogSlot />
        {DevPanel && (
          <Suspense fallback={null}>
            <DevPanel />
          </Suspense>
        )}
        <Splash visible={!booted} wordmark={bundle.brands.brandWord} caption={mall?.name.en} />
      </div>
    </LinkPolicyContext.Provider>
  );
}
