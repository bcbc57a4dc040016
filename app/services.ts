import { lazyApiClient } from "../engine/api/lazy-client.ts";
import { createQueryCache } from "../engine/data/query-cache.ts";
import { createDialogService } from "../engine/dialogs/dialog-service.ts";
import type { Services } from "../engine/services/services.ts";
import { createSessionService } from "../engine/session/session-service.ts";
import { nativeBridge } from "../engine/shell/native.ts";

export interface AppServiceDeps {
  navigate: (to: string, opts?: { replace?: boolean }) => void;
}

/** The real services of the app, created once at start (the API client and the bridge load on first use). */
export function createAppServices(deps: AppServiceDeps): Services {
  const dialogs = createDialogService();
  const api = lazyApiClient(() => import("../engine/api/app-client.ts").then((m) => m.apiClient));
  return {
    api,
    bridge: nativeBridge,
    dialogs,
    session: createSessionService({ api, bridge: nativeBridge, navigate: deps.navigate }),
    cache: createQueryCache(),
    now: () => Date.now(),
  };
}
