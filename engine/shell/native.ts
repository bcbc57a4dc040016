import { mallByPath } from "../manifests/bundle.ts";
import type { WindowBridge } from "../bridge/native-bridge.ts";
import type { DialogService } from "../dialogs/dialog-service.ts";
import { navigateTo } from "./router-ref.ts";

/**
 * The app's native bridge, loaded on first use so its decoding code stays off the first route.
 * In a plain browser a native alert becomes an alert of the dialog service (spec §4) and a login
 * request calls `goToLogin`.
 */
export function createAppBridge(dialogs: DialogService, goToLogin: () => void | Promise<unknown>): () => Promise<WindowBridge> {
  let bridge: Promise<WindowBridge> | null = null;
  const load = () => {
    bridge ??= import("../bridge/native-bridge.ts").then(({ createBridge }) =>
      createBridge({
        window,
        handlers: {
          confirm: (m) => dialogs.alert({ ...(m.title ? { title: m.title } : {}), text: m.text }),
          goToLogin,
        },
      }),
    );
    return bridge;
  };
  return load;
}

function currentMallPath(): string | null {
  return window.location.pathname.split("/")[1] || new URLSearchParams(window.location.search).get("mall");
}

/**
 * Navigates to the current mall's Login route (cfLogin on Centerfield): the browser's login
 * fallback. The route sets' walk loads only when a login is asked for.
 */
export function goToMallLogin(): Promise<void> {
  return import("../routing/login-path.ts").then(({ loginPathFor }) => navigateTo(loginPathFor(mallByPath(currentMallPath()) ?? null)));
}
