import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { IntlProvider } from "react-intl";
import { useLocation } from "react-router";
import type { Locale } from "../../schemas/manifest-common.ts";
import { effectiveLocale, readStoredLocale, storeLocale } from "../i18n/locale.ts";
import { loadedMessages, loadMessages, messagesVersion, subscribeMessages } from "../i18n/messages.ts";
import { brandOf } from "../manifests/bundle.ts";
import { useRouteHandle } from "../routing/handle.ts";
import { applyBrandTheme } from "../ui/brand-theme.ts";
import { resolveCurrentMall } from "./current-mall.ts";
import { MallContext, type MallContextValue } from "./mall-context.ts";
import { leaveMall, mallScope } from "./mall-scope.ts";
import { ShellFrame, type ShellSlots } from "./shell-frame.tsx";
import { useOfflineSupport } from "./use-offline-support.ts";
import { rememberVisitedMall } from "./visited-mall.ts";
import { applyWebApp } from "./web-app-link.ts";

/**
 * The root of every page: resolves the current mall from the route (or the `mall` query), provides
 * the mall context and the messages of the mall's locale, applies the brand theme, and lays out the frame.
 * `initialLocale` stands for the stored choice when the build renders the page (app/prerender.tsx).
 */
export function AppShell({ slots, initialLocale }: { slots: ShellSlots; initialLocale?: Locale }) {
  const location = useLocation();
  const handle = useRouteHandle();
  const current = resolveCurrentMall(handle?.mall ?? null, location.search);
  // The build renders a page in each locale a mall offers as if it were the visitor's stored choice.
  const [stored, setStored] = useState(() => initialLocale ?? readStoredLocale());
  const locale = effectiveLocale(current.mall, stored);
  const setLocale = useCallback((l: Locale) => {
    storeLocale(l);
    setStored(l);
  }, []);
  const brand = current.mall ? brandOf(current.mall) : null;
  // Re-renders when messages arrive: a locale's, or a screen's part (engine/i18n/messages.ts).
  useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  const messages = loadedMessages(locale);
  // Until a locale's messages arrive, the page stays in Korean rather than showing raw ids.
  const shown: Locale = messages ? locale : "ko";
  useEffect(() => {
    // A locale that fails to load leaves the page in Korean; the next switch tries again.
    if (!messages) loadMessages(locale).catch(() => {});
  }, [locale, messages]);

  useEffect(() => applyBrandTheme(document.documentElement, brand?.theme ?? null), [brand]);
  useEffect(() => applyWebApp(document, current.mall, brand), [current.mall, brand]);
  // The mall's page assets go in on entering it; leaving it removes them with everything else its
  // pages added outside the tree (mall-scope.ts).
  const mallPath = current.mall?.path ?? null;
  const assets = current.mall?.pageAssets;
  useEffect(() => {
    if (mallPath === null) return;
    const scope = mallScope(mallPath);
    if (assets?.bodyClass) scope.bodyClass(assets.bodyClass);
    for (const href of assets?.stylesheets ?? []) scope.stylesheet(href);
    return () => leaveMall(mallPath);
  }, [mallPath, assets]);
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);
  useEffect(() => {
    if (current.mall) rememberVisitedMall(current.mall);
  }, [current.mall]);
  useOfflineSupport(mallPath);

  const ctx = useMemo<MallContextValue>(
    () => ({ mall: current.mall, brand, locale: shown, contentLocale: locale, locales: current.mall?.locales.available ?? ["ko"], setLocale }),
    [current.mall, brand, shown, locale, setLocale],
  );

  return (
    <IntlProvider locale={shown} defaultLocale="ko" messages={loadedMessages(shown)}>
      <MallContext.Provider value={ctx}>
        <ShellFrame handle={handle} unsupported={current.unsupported} slots={slots} />
      </MallContext.Provider>
    </IntlProvider>
  );
}
