import { mallByPath } from "../manifests/bundle.ts";
import { loginPathFor } from "../routing/login-path.ts";
import type { WindowBridge } from "../bridge/native-bridge.ts";
import { requestConfirm } from "./confirm-store.ts";
import { navigateTo } from "./router-ref.ts";

let bridge: Promise<WindowBridge> | null = null;

function currentMallPath(): string | null {
  return window.location.pathname.split("/")[1] || new URLSearchParams(window.location.search).get("mall");
}

/**
 * The app's one native bridge, loaded on first use so its decoding code stays off the first route.
 * In a plain browser it falls back to the shell's confirm dialog and the mall's login route.
 */
export function nativeBridge(): Promise<WindowBridge> {
  bridge ??= import("../bridge/native-bridge.ts").then(({ createBridge }) =>
    createBridge({
      window,
      handlers: {
        confirm: (m) => requestConfirm({ ...(m.title ? { title: m.title } : {}), text: m.text }),
        goToLogin: () => navigateTo(loginPathFor(mallByPath(currentMallPath()) ?? null)),
      },
    }),
  );
  return bridge;
}
