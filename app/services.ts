import { lazyApiClient } from "../engine/api/lazy-client.ts";
import type { FirstAnswers } from "../engine/data/first-answers.ts";
import { createQueryCache } from "../engine/data/query-cache.ts";
import { lazyDialogService } from "../engine/dialogs/lazy-dialog-service.ts";
import { inspectOption } from "../engine/inspection/inspection.ts";
import type { Services } from "../engine/services/services.ts";
import { lazySessionService } from "../engine/session/lazy-session.ts";
import { resolveCurrentMall } from "../engine/shell/current-mall.ts";
import { markBusy } from "../engine/shell/loading-store.ts";
import { createAppBridge, goToMallLogin } from "../engine/shell/native.ts";

export interface AppServiceDeps {
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  /** The page's location at start (the build's prerenderer passes the page it renders). */
  location?: { pathname: string; search: string };
  /** The answers the page's HTML brought, or the server's renderer gives it (engine/data/first-answers.ts). */
  firstAnswers?: FirstAnswers | null;
}

/**
 * The real services of the app, created once at start. Nothing heavy loads here: the API client
 * (and zod), the bridge, the dialog service and the session service each load on first use.
 */
export function createAppServices(deps: AppServiceDeps): Services {
  const dialogs = lazyDialogService({ inspect: inspectOption() });
  const bridge = createAppBridge(dialogs, goToMallLogin);
  // The client asks the session for the member's custid on every call; the session is created just below.
  let session: Services["session"] | null = null;
  const api = lazyApiClient(() => import("../engine/api/app-client.ts").then((m) => m.createAppClient(() => session?.getCustId() ?? null)), {
    whileLoading: markBusy,
  });
  const { pathname, search } = deps.location ?? window.location;
  const initialMall = resolveCurrentMall(pathname.split("/")[1] ?? null, search).mall?.path ?? null;
  session = lazySessionService({ api, bridge, navigate: deps.navigate, inspect: inspectOption(), initialMall });
  return { api, bridge, dialogs, session, cache: createQueryCache(), now: () => Date.now(), firstAnswers: deps.firstAnswers ?? null };
}
