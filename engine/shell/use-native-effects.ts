import { useEffect, useLayoutEffect } from "react";
import type { Location } from "react-router";
import type { MallManifest } from "../../schemas/manifest.ts";
import { hasWebviewMarkers } from "../bridge/webview-markers.ts";
import type { RouteHandle } from "../routing/handle.ts";
import { useServices } from "../services/services.ts";
import { markBusy } from "./loading-store.ts";

let entryChecked = false;

/**
 * What the native side hears about navigation: getGate with the branch code and name on every
 * branch navigation, and body class app/web on the Main route. On the first navigation to "/",
 * a webview also runs the entry gate (the machine loads only where it can redirect).
 */
export function useNativeEffects(mall: MallManifest | null, handle: RouteHandle | null, location: Location): void {
  const services = useServices();
  const { bridge } = services;
  const code = mall?.kind === "mall" ? mall.code : undefined;
  const name = mall?.name.ko;
  useEffect(() => {
    if (!code || !name || !hasWebviewMarkers(navigator.userAgent)) return;
    void bridge().then((b) => b.getGate(code, name));
  }, [bridge, code, name, location.key]);

  const isMain = handle?.name === "Main";
  useEffect(() => {
    if (!isMain) return;
    let live = true;
    const inWebview = hasWebviewMarkers(navigator.userAgent);
    // A plain browser is "web" at once, without loading the bridge.
    void Promise.all([import("../bridge/detect-app.ts"), inWebview ? bridge() : null]).then(async ([{ detectApp, setBodyPlatformClass }, b]) => {
      const isApp = b ? (await detectApp(navigator.userAgent, b)).isApp : false;
      if (live) setBodyPlatformClass(isApp);
    });
    return () => {
      live = false;
    };
  }, [bridge, isMain]);

  // A layout effect: the page turns busy in the very commit that ends the boot's busy mark, so no
  // moment of idle shows between them (a hydrated page's passive effects may run a while later).
  useLayoutEffect(() => {
    if (entryChecked) return;
    entryChecked = true;
    if (location.pathname !== "/" || !hasWebviewMarkers(navigator.userAgent)) return;
    // The page is busy until the gate has decided (a host or a test waiting for it to settle sees the redirect first).
    const decided = markBusy();
    void import("./gate-runner.ts").then(({ runEntryGate }) => runEntryGate(location, services)).finally(decided);
    // Only the first navigation counts; later ones never re-run the gate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
