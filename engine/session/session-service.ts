import type { InspectionEvent, Observer, SnapshotFrom } from "xstate";
import type { sessionMachine } from "../../machines/session.machine.ts";
import type { ReserveGroup, SessionMember, SessionStatus } from "../../machines/session.types.ts";
import type { ApiClient } from "../api/client.ts";
import { browserStorage, createCustIdStore, type KeyValueStorage } from "../api/member-id.ts";
import type { NativeBridge } from "../bridge/native-bridge.ts";
import { createAppCheck } from "./app-check.ts";
import { manifestSessionPaths, type SessionPaths } from "./mall-paths.ts";
import type { SessionActor, SessionClock } from "./session-runtime.ts";

/** The member session as screens see it. */
export interface SessionSnapshot {
  status: SessionStatus;
  /** The decoded member record (mbr001Vo) while a member is logged in. */
  member: SessionMember | null;
  testDevice: boolean;
  custId: string | null;
  /** The current mall's group in the queue service, once the session is known. */
  reserveGroup: ReserveGroup | null;
  /** The last member fetch failed (network, server): the status stays unknown until ensure() asks again. */
  failed: boolean;
}

/** How a login the login screen reports ended: the member stays, lacked consent, or could not be confirmed. */
export type SessionLoginResult = "member" | "consentMissing" | "failed";

export interface SessionService {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Fetches the member unless the session is known already; concurrent calls share one fetch. */
  ensure(): Promise<SessionSnapshot>;
  /** After the login screen's successful login: remember the id, fetch the member, apply the consent rule. */
  loggedIn(custId: string): Promise<SessionLoginResult>;
  /** Logs out: the app first, then the web call, then the mall's page (900 ms at most). */
  logout(): Promise<void>;
  /** The customer id the API client sends as custid. */
  getCustId(): string | null;
  /** The shell's current mall (path name): calls go to it and the reserve group follows it. */
  setMall(mall: string | null): void;
}

export interface SessionDeps {
  api: ApiClient;
  bridge: () => Promise<NativeBridge>;
  navigate: (to: string, opts?: { replace?: boolean }) => void;
  /** Where the customer id is kept; default the browser's local storage (null: memory only). */
  storage?: KeyValueStorage | null;
  /** The mall of the page the app starts on, so a returning member's first fetch goes to it. */
  initialMall?: string | null;
  /** Logout and login destinations by mall; default from the manifests. */
  paths?: SessionPaths;
  /** Native app check; default webview markers plus a device id from the bridge. */
  isApp?: () => Promise<boolean>;
  /** Timers of the machine's delays (tests pass xstate's SimulatedClock). */
  clock?: SessionClock;
  /** The `inspect` option of the actor (the ?inspect=1 panel in development builds). */
  inspect?: Observer<InspectionEvent>;
  /** Loads the machine and its calls; tests may hand the module over directly. */
  loadRuntime?: () => Promise<typeof import("./session-runtime.ts")>;
}

const TAGS: readonly SessionStatus[] = ["unknown", "checking", "visitor", "member", "loggingOut"];
const isKnown = (s: SessionSnapshot) => s.status === "member" || s.status === "visitor";
const isSettled = (s: SessionSnapshot) => isKnown(s) || (s.status === "unknown" && s.failed);

function fromMachine(s: SnapshotFrom<typeof sessionMachine>): SessionSnapshot {
  const { member, testDevice, custId, reserveGroup, failed } = s.context;
  return { status: TAGS.find((t) => s.hasTag(t)) ?? "checking", member, testDevice, custId, reserveGroup, failed };
}

function same(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return (
    a.status === b.status &&
    a.member === b.member &&
    a.testDevice === b.testDevice &&
    a.custId === b.custId &&
    a.reserveGroup === b.reserveGroup &&
    a.failed === b.failed
  );
}

/**
 * The session over the session machine. A visitor's page loads nothing: the machine (and the
 * member calls with zod) load with import() when something needs the member, or at start when a
 * customer id is stored (a returning member).
 */
export function createSessionService(deps: SessionDeps): SessionService {
  const custIds = createCustIdStore(deps.storage === undefined ? browserStorage() : deps.storage);
  const paths = deps.paths ?? manifestSessionPaths;
  const isApp = deps.isApp ?? createAppCheck(deps.bridge);
  const load = deps.loadRuntime ?? (() => import("./session-runtime.ts"));
  const listeners = new Set<() => void>();
  const stored = custIds.get();
  let snapshot: SessionSnapshot = {
    status: stored ? "checking" : "unknown",
    member: null,
    testDevice: false,
    custId: stored,
    reserveGroup: null,
    failed: false,
  };
  let mall: string | null = deps.initialMall ?? null;
  let actor: Promise<SessionActor> | null = null;
  let pendingEnsure: Promise<SessionSnapshot> | null = null;

  function publish(next: SessionSnapshot): void {
    if (same(snapshot, next)) return;
    snapshot = next;
    for (const l of listeners) l();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  function until(done: (s: SessionSnapshot) => boolean): Promise<SessionSnapshot> {
    return new Promise((resolve) => {
      if (done(snapshot)) return resolve(snapshot);
      const off = subscribe(() => {
        if (!done(snapshot)) return;
        off();
        resolve(snapshot);
      });
    });
  }

  function running(): Promise<SessionActor> {
    actor ??= Promise.all([load(), isApp()]).then(
      ([runtime, app]) => {
        const a = runtime.startSessionActor(
          { api: deps.api, bridge: deps.bridge, navigate: deps.navigate, custIds, paths, clock: deps.clock, inspect: deps.inspect },
          { storedCustId: custIds.get(), isApp: app, mall },
        );
        a.subscribe((s) => publish(fromMachine(s)));
        publish(fromMachine(a.getSnapshot()));
        return a;
      },
      (error: unknown) => {
        // A chunk that failed to load may load next time: the session stays unknown, marked failed.
        actor = null;
        publish({ ...snapshot, status: "unknown", failed: true });
        throw error;
      },
    );
    return actor;
  }

  if (stored) void running().catch(() => {});

  return {
    getSnapshot: () => snapshot,
    subscribe,
    getCustId: () => custIds.get(),
    ensure() {
      if (isKnown(snapshot)) return Promise.resolve(snapshot);
      pendingEnsure ??= running()
        .then((a) => {
          a.send({ type: "session.ensure" });
          return until(isSettled);
        })
        .catch(() => snapshot)
        .finally(() => {
          pendingEnsure = null;
        });
      return pendingEnsure;
    },
    async loggedIn(custId) {
      let a: SessionActor;
      try {
        a = await running();
      } catch {
        return "failed";
      }
      let consentMissing = false;
      const watch = a.subscribe((s) => {
        if (s.matches({ auth: "consentMissing" })) consentMissing = true;
      });
      a.send({ type: "session.loggedIn", custId });
      const end = await until((s) => isSettled(s) && s.status !== "loggingOut");
      watch.unsubscribe();
      if (end.status === "member") return "member";
      return consentMissing ? "consentMissing" : "failed";
    },
    async logout() {
      const a = await running().catch(() => null);
      if (!a) {
        // Without the machine, still forget the member here and leave for the mall's page.
        custIds.clear();
        deps.navigate(paths.home(mall));
        return;
      }
      a.send({ type: "session.logout" });
      await until((s) => s.status !== "loggingOut");
    },
    setMall(next) {
      if (next === mall) return;
      mall = next;
      void actor
        ?.then((a) => {
          if (a.getSnapshot().context.mall !== next) a.send({ type: "session.mallChanged", mall: next });
        })
        .catch(() => {});
    },
  };
}
