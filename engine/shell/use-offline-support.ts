import { useEffect } from "react";
import { useServices } from "../services/services.ts";

/** Whether this build and browser run the service worker: production builds only (docs/decisions/0047). */
const offlineBuild = (): boolean => import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * Offline support for the page, once the browser is idle: the worker registers on the first page,
 * and each mall shown has its floors and parking kept for reading offline
 * (engine/offline/offline-support.ts, loaded then, never on the first paint).
 */
export function useOfflineSupport(mall: string | null): void {
  const { api } = useServices();
  useEffect(() => {
    if (!offlineBuild()) return;
    const run = () => {
      import("../offline/offline-support.ts").then((m) => m.keepOffline(mall, { api })).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 2_000);
    return () => window.clearTimeout(id);
  }, [api, mall]);
}
