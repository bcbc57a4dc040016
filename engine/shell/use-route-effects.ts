import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import type { Location } from "react-router";
import type { Brands } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { RouteHandle } from "../routing/handle.ts";
import { applyScroll, onlyDialogChanged, scrollIntent } from "../routing/scroll.ts";
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

/** React Router's key for the location the document loaded on (before any navigation of the app's). */
const LOADED_LOCATION_KEY = "default";

/**
 * Scrolls on every navigation: to the top, a hash anchor after 600 ms, or a scroll value from query
 * or params; not when the navigation only opens or closes one of the route's query dialogs
 * (`dialogParams`, the route's shipped query), so the page under the dialog stays where it was.
 * The page the document loaded on (the router's "default" location) is not sent to the top: the
 * browser put it there, and where the HTML was the page (docs/decisions/0048) the visitor may have
 * scrolled it before the app took over. A hash or a scroll value is still carried out.
 */
export function useNavigationScroll(location: Location, params: Record<string, string | undefined>, dialogParams: readonly string[] = []): void {
  const { key, hash, search, pathname } = location;
  const scrollParam = params.scroll;
  const shown = useRef<{ pathname: string; search: string } | null>(null);
  const dialogs = dialogParams.join(",");
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, search };
    if (before && !hash && onlyDialogChanged(before, { pathname, search }, dialogs ? dialogs.split(",") : [])) return;
    const intent = scrollIntent({ hash, search }, { scroll: scrollParam });
    if (!before && key === LOADED_LOCATION_KEY && intent.kind === "top") return;
    return applyScroll(intent);
  }, [key, hash, search, pathname, scrollParam, dialogs]);
}
