import { DialogSlot } from "../dialogs/dialog-slot.tsx";
import { render, type RenderResult } from "@testing-library/react";
import type { ComponentType } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type * as z from "zod/mini";
import type { ClientKind } from "../../schemas/api/endpoint.ts";
import type { LoadingCounter } from "../api/client.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { RouteSet } from "../../schemas/route-set.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { screenPropsSchemas, type ScreenPropsOf } from "../../schemas/screens/props.ts";
import { ClockContext } from "../format/clock.ts";
import { sourceMessages } from "../i18n/catalogs.ts";
import { LinkPolicyContext } from "../links/link-policy-context.ts";
import { linkPolicyFor } from "../links/link-policy.ts";
import { brandOf, bundle, mallByPath } from "../manifests/bundle.ts";
import { RouteSetsContext } from "../routing/screen-href.ts";
import type { ScreenProps, ScreenRoute } from "../screen-props.ts";
import { ServicesContext, type Services } from "../services/services.ts";
import type { SessionSnapshot } from "../session/session-service.ts";
import { MallContext, type MallContextValue } from "../shell/mall-context.ts";
import { ErrorBoundary } from "../ui/error-boundary.tsx";
import { createTestServices } from "./fake-services.ts";

export interface RenderScreenOptions<Id extends ScreenId, Q> {
  /** The route that mounts the screen; its screen id picks the props schema. */
  route: { screen: Id; name?: string; path?: string };
  /** The route's manifest props, parsed by the screen's schema as the build does (defaults applied). */
  props?: z.input<(typeof screenPropsSchemas)[Id]>;
  /** The query, written into the URL the screen reads it from (and passed as the parsed query). */
  query?: Q | Readonly<Record<string, unknown>>;
  params?: Readonly<Record<string, string | undefined>>;
  /** A mall of the real manifests by path (default "hanam"), a fixture manifest, or null (no mall: the gate). */
  mall?: string | MallManifest | null;
  /** Default: the mall's default locale. */
  locale?: Locale;
  /** Replaces any of the fakes. */
  services?: Partial<Services>;
  /** The fetch under the real API client (default: every call answers 404). */
  fetch?: typeof fetch;
  timeouts?: Partial<Record<ClientKind, number>>;
  /** The API client's loading counter (default: one that counts nothing). */
  loading?: LoadingCounter;
  /** The fake session's snapshot (default: a visitor). */
  session?: Partial<SessionSnapshot>;
  /** The memory router's location (default: the mall's home, or / without a mall). */
  path?: string;
  /** Route sets that links by screen id resolve over (default: the manifests'), e.g. a set with a path moved. */
  routeSets?: Readonly<Record<string, RouteSet>>;
  /** The shell's dialog slot beside the screen, as the app mounts it (its dialogs show when services.dialogs is a real service). */
  dialogSlot?: boolean;
}

export interface RenderScreenResult extends RenderResult {
  services: Services;
  /** The memory router's current path and query (where the screen navigated to). */
  currentPath: () => string;
  /** Errors the route's error boundary caught: a screen that threw while rendering. */
  crashes: unknown[];
  /** URLs the page was handed over to (an app's deep link, its web fallback), in order. */
  assigned: string[];
}

/** A path with a parsed query written back as the URL would carry it (true as Y; false and absent values left out). */
function withQuery(path: string, query: object): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== false) search.set(k, v === true ? "Y" : String(v));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function resolveMall(mall: string | MallManifest | null): MallManifest | null {
  if (mall === null || typeof mall === "object") return mall;
  const found = mallByPath(mall);
  if (!found) throw new Error(`renderScreen: no manifest has the path "${mall}"`);
  return found;
}

function brandOrNull(mall: MallManifest | null) {
  try {
    return mall ? brandOf(mall) : null;
  } catch {
    return null;
  }
}

// Where a screen navigated to; not user-facing, so not a catalogue string.
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <output aria-label="navigated to">{`${pathname}${search}`}</output>;
}

function LocationSpy({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search } = useLocation();
  onChange(`${pathname}${search}`);
  return null;
}

/**
 * Renders a screen the way the engine mounts it: the app's messages of the locale (a missing one
 * throws), the mall context from the real manifests or a fixture, services with fakes (a real API
 * client over a fake fetch), a fixed clock, and a memory router at `path` with an error boundary.
 * No module mocking.
 */
export function renderScreen<Id extends ScreenId, Q>(Component: ComponentType<ScreenProps<Id, Q>>, options: RenderScreenOptions<Id, Q>): RenderScreenResult {
  const mall = resolveMall(options.mall === undefined ? "hanam" : options.mall);
  const locale = options.locale ?? mall?.locales.default ?? "ko";
  const services = createTestServices(options);
  const route: ScreenRoute = { screen: options.route.screen, name: options.route.name, path: options.route.path ?? "" };
  const props = screenPropsSchemas[options.route.screen].parse(options.props ?? {}) as ScreenPropsOf<Id>;
  const query = (options.query ?? {}) as Q;
  const params = options.params ?? {};
  // Screens read their query from the URL (useScreenQuery): the parsed query given goes into it.
  const given = options.path ?? (mall ? `/${mall.path}` : "/");
  const path = options.query && !given.includes("?") ? withQuery(given, options.query) : given;
  const crashes: unknown[] = [];
  const assigned: string[] = [];
  let currentPath = path;
  const crashed = (error: unknown) => <div role="alert">{`crashed: ${error instanceof Error ? error.message : String(error)}`}</div>;
  const screen = (
    <ErrorBoundary
      fallback={crashed}
      onError={(error) => {
        // React may render a failing tree twice before it gives up: record each failure once.
        if (!crashes.some((c) => String(c) === String(error))) crashes.push(error);
      }}
    >
      <Component props={props} query={query} params={params} route={route} />
    </ErrorBoundary>
  );
  const mallContext: MallContextValue = {
    mall,
    brand: brandOrNull(mall),
    locale,
    locales: mall?.locales.available ?? [locale],
    setLocale: () => {},
  };
  const result = render(
    <IntlProvider
      locale={locale}
      defaultLocale="ko"
      messages={sourceMessages(locale)}
      onError={(error) => {
        throw error;
      }}
    >
      <RouteSetsContext.Provider value={options.routeSets ?? bundle.routeSets}>
        <MallContext.Provider value={mallContext}>
          <ServicesContext.Provider value={services}>
            <ClockContext.Provider value={services.now}>
              <LinkPolicyContext.Provider value={{ policy: linkPolicyFor(bundle.brands, "http://localhost"), assign: (url) => void assigned.push(url) }}>
                <MemoryRouter initialEntries={[path]}>
                  <LocationSpy onChange={(p) => (currentPath = p)} />
                  <Routes>
                    <Route path={new URL(path, "http://localhost").pathname} element={screen} />
                    <Route path="*" element={<Elsewhere />} />
                  </Routes>
                  {options.dialogSlot && <DialogSlot />}
                </MemoryRouter>
              </LinkPolicyContext.Provider>
            </ClockContext.Provider>
          </ServicesContext.Provider>
        </MallContext.Provider>
      </RouteSetsContext.Provider>
    </IntlProvider>,
  );
  return Object.assign(result, { services, currentPath: () => currentPath, crashes, assigned });
}
