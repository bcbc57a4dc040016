import { useEffect, useSyncExternalStore } from "react";
import { clearSavedCopies, offlineSnapshot, type OfflineSnapshot, subscribeOffline } from "../offline/offline-status.ts";

/** Whether this build and browser run the service worker: production builds only (docs/decisions/0047). */
const offlineBuild = (): boolean => import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * The worker starts this long after the first page shows, and then when the browser is idle: its
 * install downloads every screen's code, which must not compete with a visitor's first taps (lab
 * INP with the install under way: a filter chip 136 -> 240 ms, "more" 112 -> 240 ms).
 */
export const OFFLINE_START_MS = 5_000;
let startAt: number | null = null;

/**
 * Offline support for the page: the worker registers once the first page has been shown a while
 * (OFFLINE_START_MS, then idle), and each mall shown has its floors and parking kept for reading
 * offline (engine/offline/offline-support.ts, loaded then, never on the first paint).
 */
export function useOfflineSupport(mall: string | null): void {
  useEffect(() => {
    if (!offlineBuild()) return;
    startAt ??= Date.now() + OFFLINE_START_MS;
    const run = () => {
      import("../offline/offline-support.ts").then((m) => m.keepOffline(mall)).catch(() => undefined);
    };
    let idle: number | null = null;
    const timer = window.setTimeout(
      () => {
        if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout: 5_000 });
        else run();
      },
      Math.max(0, startAt - Date.now()),
    );
    return () => {
      window.clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [mall]);
}

/**
 * What the shell shows of offline support on the page at `page` (a path): when the oldest saved copy
 * shown was saved, forgotten on the next navigation and when the network comes back, and a waiting
 * release's offer.
 */
export function useOfflineState(page: string): OfflineSnapshot {
  useEffect(() => clearSavedCopies(), [page]);
  useEffect(() => {
    window.addEventListener("online", clearSavedCopies);
    return () => window.removeEventListener("online", clearSavedCopies);
  }, []);
  return useSyncExternalStore(subscribeOffline, offlineSnapshot, offlineSnapshot);
}
