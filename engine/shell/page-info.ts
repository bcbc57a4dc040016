import { useEffect, useSyncExternalStore } from "react";
import type { Location } from "react-router";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { PageInfo } from "../api/page-info-call.ts";
import type { RouteHandle } from "../routing/handle.ts";
import { useServices } from "../services/services.ts";
import { MEMBERSHIP_ROUTE, routeHasPageInfo } from "./page-info-route.ts";

/**
 * The page-info URL of a route (spec): a route whose name contains "Detail" looks up the first
 * four segments of its path; MyPageMemberShip looks up /hanam/my{product}/main with the mall's
 * product word; every other route has none (null: clear the page info).
 */
export function pageInfoUrl(routeName: string | undefined, pathname: string, product: string | null): string | null {
  if (routeName === MEMBERSHIP_ROUTE) return product ? `/hanam/my${product}/main` : null;
  if (!routeHasPageInfo(routeName)) return null;
  const segments = pathname.split("/").filter(Boolean).slice(0, 4);
  return segments.length ? `/${segments.join("/")}` : null;
}

let current: PageInfo | null = null;
const listeners = new Set<() => void>();

/** Keeps the page info of the current page (null when the route has none) and mirrors it into the meta tags. */
export function setPageInfo(info: PageInfo | null): void {
  if (info === current) return;
  current = info;
  writeMeta("description", info?.seoInfo.seoDescribe);
  writeMeta("keywords", info?.seoInfo.seoKeyWord);
  for (const l of listeners) l();
}

/** The current page info. */
export function pageInfoSnapshot(): PageInfo | null {
  return current;
}

export function subscribePageInfo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the current page info in a component. */
export function usePageInfoValue(): PageInfo | null {
  return useSyncExternalStore(subscribePageInfo, pageInfoSnapshot, pageInfoSnapshot);
}

/** Sets or removes one <meta name> the page info owns (marked, so tags written by others stay). */
function writeMeta(name: string, content: string | undefined): void {
  if (typeof document === "undefined") return;
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"][data-page-info]`);
  if (!content) return el?.remove();
  if (!el) {
    el = document.createElement("meta");
    el.name = name;
    el.dataset.pageInfo = "";
    document.head.append(el);
  }
  el.content = content;
}

/**
 * On every navigation: a Detail route (or MyPageMemberShip) loads its page info through the API
 * client, loaded on demand; every other route clears it. A failed lookup clears it silently.
 * The lookup is a background call: it never shows the loading veil.
 */
export function usePageInfo(mall: MallManifest | null, handle: RouteHandle | null, location: Location): void {
  const { api } = useServices();
  const url = pageInfoUrl(handle?.name, location.pathname, mall?.product ?? null);
  // The API knows the malls with a code; landing and redirect pages have no page info.
  const mallPath = mall?.code ? mall.path : null;
  useEffect(() => {
    if (url === null || mallPath === null) return setPageInfo(null);
    let live = true;
    void import("../api/page-info-call.ts")
      .then(({ fetchPageInfo }) => fetchPageInfo(mallPath, url, api))
      .then(
        (info) => live && setPageInfo(info),
        () => live && setPageInfo(null),
      );
    return () => {
      live = false;
    };
  }, [api, url, mallPath, location.key]);
}

/**
 * usePageInfo as a component the shell loads lazily: mounted from the first route with page info
 * on, so leaving that route still clears it.
 */
export function PageInfoSync({ mall, handle, location }: { mall: MallManifest | null; handle: RouteHandle | null; location: Location }): null {
  usePageInfo(mall, handle, location);
  return null;
}
