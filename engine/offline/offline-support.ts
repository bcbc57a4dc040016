import { mycarEndpoints } from "../../schemas/api/mycar.ts";
import { floorStoresArgs, tenantsEndpoints } from "../../schemas/api/tenants.ts";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { browserStorage } from "../api/member-id.ts";
import { requestUrl } from "../api/url.ts";
import { offerUpdate, takeRecordedReads } from "./offline-status.ts";
import { KEEP_FRESH_MS, type PageMessage } from "./sw/rules.ts";

/** The worker's script (engine/offline/sw-plugin.ts writes it at the site's root). */
export const WORKER_URL = "/sw.js";
/** A page brought back to the front looks for a new release at most this often. */
export const UPDATE_CHECK_MS = 30 * 60 * 1_000;
/** Storage key of when a mall's floors and parking were last kept (per mall path). */
const KEPT_KEY = "offlineKept:";

export interface OfflineSupportDeps {
  fetch?: typeof fetch;
  container?: ServiceWorkerContainer;
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  now?: () => number;
  reload?: () => void;
}

let started: Promise<ServiceWorker | null> | null = null;

/** Resolves with the worker that controls the page, once there is one. */
function controller(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  const now = container.controller;
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const on = () => {
      if (!container.controller) return;
      container.removeEventListener("controllerchange", on);
      resolve(container.controller);
    };
    container.addEventListener("controllerchange", on);
  });
}

/**
 * Registers the worker and watches for releases: a new one that has installed while this page runs
 * is offered (offerUpdate); accepting it activates it, and the page reloads once it controls it. The
 * first install is not offered (nothing runs an older release). A page brought back to the front
 * after UPDATE_CHECK_MS asks for the worker's script again.
 */
async function register(deps: Required<Pick<OfflineSupportDeps, "container" | "now" | "reload">>): Promise<ServiceWorker | null> {
  const { container, now, reload } = deps;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(WORKER_URL, { scope: "/" });
  } catch {
    // Refused (a private window, a blocked worker): the app simply has no offline copy.
    return null;
  }
  let accepted = false;
  const offer = (worker: ServiceWorker) => {
    if (!container.controller) return;
    offerUpdate(() => {
      accepted = true;
      worker.postMessage({ type: "activate" } satisfies PageMessage);
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  container.addEventListener("controllerchange", () => {
    if (accepted) reload();
  });
  let checked = now();
  globalThis.document?.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || now() - checked < UPDATE_CHECK_MS) return;
    checked = now();
    registration.update().catch(() => undefined);
  });
  return controller(container);
}

/** The floors of a floor list answer (tenants.floorMapList), read by hand: no decoder on the main thread for this. */
function floorsOf(answer: unknown): { fl: string; mobFloorUri: string }[] {
  const list = (answer as { floorMapList?: unknown } | null)?.floorMapList;
  if (!Array.isArray(list)) return [];
  return list.filter((f): f is { fl: string; mobFloorUri: string } => typeof f?.fl === "string" && typeof f?.mobFloorUri === "string");
}

/**
 * What a mall's floor guide and parking page read, for the worker to keep: the floor list (fetched
 * here, through the worker, which keeps it), each floor's stores with the floor guide's very
 * arguments, the parking counts and the floor maps. Once per KEEP_FRESH_MS per mall. The worker
 * fetches and stores the rest on its own thread: the page decodes nothing.
 */
async function mallEssentials(mall: string, fetchImpl: typeof fetch, kept: OfflineSupportDeps["storage"], now: number): Promise<string[]> {
  const last = Number(kept?.getItem(`${KEPT_KEY}${mall}`) ?? 0);
  if (now - last < KEEP_FRESH_MS) return [];
  const url = (endpoint: Endpoint, args: { params: unknown; input?: unknown }) => requestUrl("", endpoint, args.params, args.input, null);
  const answer = await fetchImpl(url(tenantsEndpoints.floorMapList, { params: { mall } }), { credentials: "include", headers: { accept: "application/json" } });
  if (!answer.ok) return [];
  const floors = floorsOf(await answer.json());
  kept?.setItem(`${KEPT_KEY}${mall}`, String(now));
  return [
    ...floors.map((f) => url(tenantsEndpoints.floorInfo, floorStoresArgs(mall, f.fl))),
    url(mycarEndpoints.parkingCount, { params: { mall } }),
    ...floors.map((f) => f.mobFloorUri).filter((u) => u !== ""),
  ];
}

/**
 * Offline support for the page (docs/decisions/0047): registers the worker on the first call, then
 * hands it the reads made before it ran and, for the mall shown, its floor guide, floor maps and
 * parking page, so that they read offline after one visit. Every failure is silent: offline
 * support is a convenience, never a reason for an error on the page.
 */
export async function keepOffline(mall: string | null, deps: OfflineSupportDeps = {}): Promise<void> {
  const container = deps.container ?? navigator.serviceWorker;
  const now = deps.now ?? Date.now;
  started ??= register({ container, now, reload: deps.reload ?? (() => window.location.reload()) });
  const worker = await started;
  if (!worker) return;
  const urls = takeRecordedReads();
  try {
    const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
    if (mall !== null) urls.push(...(await mallEssentials(mall, fetchImpl, deps.storage === undefined ? browserStorage() : deps.storage, now())));
  } catch {
    // Offline now, or a failed call: the next visit keeps them.
  }
  if (urls.length > 0) worker.postMessage({ type: "keep", urls } satisfies PageMessage);
}

/** Forgets the registration (tests). */
export function resetOfflineSupport(): void {
  started = null;
}
