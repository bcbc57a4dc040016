import { browserStorage, createCustIdStore } from "../api/member-id.ts";
import type { SessionDeps, SessionService, SessionSnapshot } from "./session-service.ts";

type ServiceModule = typeof import("./session-service.ts");

export interface LazySessionDeps extends SessionDeps {
  /** Loads the session service (and warms its machine's chunk); tests hand the module over. */
  loadService?: () => Promise<ServiceModule>;
}

// The machine's chunk is asked for with the service's, so a returning member waits for one round trip.
const loadBoth = () => Promise.all([import("./session-service.ts"), import("./session-runtime.ts")]).then(([m]) => m);

/**
 * The session as the main chunk holds it: the snapshot, subscribe and the stored customer id. The
 * service behind it (session-service.ts, then the machine) loads when something needs the member,
 * or at start when a customer id is stored; a visitor's page loads none of it.
 */
export function lazySessionService(deps: LazySessionDeps): SessionService {
  const custIds = createCustIdStore(deps.storage === undefined ? browserStorage() : deps.storage);
  const stored = custIds.get();
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((l) => l());
  let mall = deps.initialMall ?? null;
  let real: SessionService | undefined;
  let loading: Promise<SessionService> | undefined;
  // What the service itself starts with, until it is there.
  let snapshot: SessionSnapshot = {
    status: stored ? "checking" : "unknown",
    member: null,
    testDevice: false,
    custId: stored,
    reserveGroup: null,
    failed: false,
  };

  const load = () =>
    (loading ??= (deps.loadService ?? loadBoth)().then(
      (m) => {
        real = m.createSessionService({ ...deps, initialMall: mall });
        real.subscribe(tell);
        tell();
        return real;
      },
      (error: unknown) => {
        // As in the service: a chunk that failed to load may load next time; meanwhile unknown, marked failed.
        loading = undefined;
        snapshot = { ...snapshot, status: "unknown", failed: true };
        tell();
        throw error;
      },
    ));

  if (stored) load().catch(() => {});

  return {
    getSnapshot: () => real?.getSnapshot() ?? snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getCustId: () => (real ? real.getCustId() : custIds.get()),
    ensure: () =>
      load().then(
        (s) => s.ensure(),
        () => snapshot,
      ),
    loggedIn: (custId) =>
      load().then(
        (s) => s.loggedIn(custId),
        () => "failed" as const,
      ),
    logout: () =>
      load().then(
        (s) => s.logout(),
        () => {
          // Without the service, still forget the member here and leave for the mall's page
          // (/{mall} redirects on to the route set's home).
          custIds.clear();
          deps.navigate(deps.paths?.home(mall) ?? `/${mall ?? ""}`);
        },
      ),
    setMall(next) {
      mall = next;
      real?.setMall(next);
    },
  };
}
