import { useEffect } from "react";
import { useIntl } from "react-intl";
import type { Location } from "react-router";
import type { Brands } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { RouteHandle } from "../routing/handle.ts";
import { applyScroll, scrollIntent } from "../routing/scroll.ts";
import { pageTitle } from "../routing/title.ts";

/** Keeps document.title in step with the route title and the mall's title rule. */
export function useDocumentTitle(brands: Brands, mall: MallManifest | null, handle: RouteHandle | null): void {
  const intl = useIntl();
  const locale = intl.locale === "en" ? "en" : "ko";
  const routeTitle = handle?.title && intl.messages[handle.title] ? intl.formatMessage({ id: handle.title }) : null;
  const title = pageTitle(brands, mall, locale, routeTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Scrolls on every navigation: to the top, a hash anchor after 600 ms, or a scroll value from query or params. */
export function useNavigationScroll(location: Location, params: Record<string, string | undefined>): void {
  const { key, hash, search } = location;
  const scrollParam = params.scroll;
  useEffect(() => applyScroll(scrollIntent({ hash, search }, { scroll: scrollParam })), [key, hash, search, scrollParam]);
}
