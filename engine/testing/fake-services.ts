// Fakes of the shell's services for screen tests (engine/testing is imported by tests only).
import type { ClientKind } from "../../schemas/api/endpoint.ts";
import { createApiClient, type LoadingCounter } from "../api/client.ts";
import type { NativeBridge } from "../bridge/native-bridge.ts";
import { createQueryCache } from "../data/query-cache.ts";
import type { ConfirmRequest, DialogService } from "../dialogs/dialog-service.ts";
import type { Services } from "../services/services.ts";
import type { SessionService, SessionSnapshot } from "../session/session-service.ts";

/** The fixed clock of screen tests: 2024-05-15 12:00 in Seoul (03:00 UTC), a Wednesday. */
export const FIXED_NOW = Date.UTC(2024, 4, 15, 3, 0, 0);

/** Client timeouts in screen tests: short, so a test that waits for one stays fast. */
export const TEST_TIMEOUTS_MS: Readonly<Record<ClientKind, number>> = { main: 1_000, long: 1_000, short: 1_000, stampCoupon: 1_000 };

/** A visitor: no member session. */
export const VISITOR: SessionSnapshot = { status: "visitor", member: null, testDevice: false, custId: null, reserveGroup: null, failed: false };

/** A fake of the session: starts as a visitor (or what the test gives), changes when the test sets it. */
export interface FakeSession extends SessionService {
  /** Replaces the snapshot (fields not given stay) and tells subscribers. */
  set(next: Partial<SessionSnapshot>): void;
  /** Malls the shell reported, in order. */
  malls: (string | null)[];
}

/** A session the test drives: login and logout switch it between member and visitor at once. */
export function fakeSession(initial: Partial<SessionSnapshot> = {}): FakeSession {
  let snapshot: SessionSnapshot = { ...VISITOR, ...initial };
  const listeners = new Set<() => void>();
  const malls: (string | null)[] = [];
  const set = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const l of Array.from(listeners)) l();
  };
  return {
    malls,
    set,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ensure: () => Promise.resolve(snapshot),
    loggedIn(custId) {
      set({ status: "member", custId });
      return Promise.resolve("member");
    },
    logout() {
      set(VISITOR);
      return Promise.resolve();
    },
    getCustId: () => snapshot.custId,
    setMall: (mall) => void malls.push(mall),
  };
}

/** What a screen asked the dialogs for. */
export interface AskedDialog {
  kind: "confirm" | "alert" | "inspection" | "error";
  text?: string | undefined;
  title?: string | undefined;
  image?: { src: string; alt: string } | undefined;
}

/** Dialogs that answer at once (confirm: `answer`) and record what was asked; nothing is shown. */
export function fakeDialogs(answer = true): DialogService & { asked: AskedDialog[] } {
  const asked: AskedDialog[] = [];
  const idle = { current: null, waiting: 0 };
  return {
    asked,
    confirm: (req: ConfirmRequest) => {
      asked.push({ kind: "confirm", text: req.text, title: req.title });
      return Promise.resolve(answer);
    },
    choose: (req: ConfirmRequest) => {
      asked.push({ kind: "confirm", text: req.text, title: req.title });
      return Promise.resolve(answer ? "positive" : "negative");
    },
    alert: (req) => {
      asked.push({ kind: "alert", text: req.text, title: req.title, image: req.image });
      return Promise.resolve();
    },
    inspection: () => {
      asked.push({ kind: "inspection" });
      return Promise.resolve();
    },
    error: () => {
      asked.push({ kind: "error" });
      return Promise.resolve();
    },
    getSnapshot: () => idle,
    subscribe: () => () => {},
    answer: () => {},
    dismiss: () => {},
  };
}

/** A plain browser's bridge: reads answer null, commands do nothing; every call is recorded by name. */
export function fakeBridge(): NativeBridge & { called: string[] } {
  const called: string[] = [];
  const done = (name: string) => () => {
    called.push(name);
    return Promise.resolve();
  };
  const none = (name: string) => () => {
    called.push(name);
    return Promise.resolve(null);
  };
  return {
    called,
    getDeviceId: none("getDeviceId"),
    getCustId: none("getCustId"),
    loginToken: none("loginToken"),
    getValues: <K extends string>(keys: readonly K[]) => {
      called.push("getValues");
      return Promise.resolve(Object.fromEntries(keys.map((k) => [k, null])) as Record<K, string | null>);
    },
    setValue: done("setValue"),
    inboxBadge: done("inboxBadge"),
    logout: done("logout"),
    openLink: done("openLink"),
    call: done("call"),
    getGate: done("getGate"),
    alert: done("alert"),
    login: done("login"),
  };
}

/** A fetch with no answer scripted: a 404 that names the request, so the screen shows its error state. */
export const unscriptedFetch: typeof fetch = (input, init) =>
  Promise.resolve(
    new Response(JSON.stringify({ message: `no answer scripted for ${init?.method ?? "GET"} ${String(input)}` }), {
      status: 404,
      headers: { "content-type": "application/json" },
    }),
  );

export interface TestServicesOptions {
  /** The fetch under the real API client (default: unscriptedFetch). */
  fetch?: typeof fetch;
  timeouts?: Partial<Record<ClientKind, number>>;
  /** The API client's loading counter (default: one that counts nothing). */
  loading?: LoadingCounter;
  /** The fake session's snapshot (default: a visitor). */
  session?: Partial<SessionSnapshot>;
  /** Services that replace the fakes. */
  services?: Partial<Services>;
}

/**
 * Services as the shell provides them, with fakes: a real API client (so decoding is real) over
 * a fake fetch, a plain browser's bridge, dialogs and session fakes, a fresh cache, a fixed clock.
 */
export function createTestServices({
  fetch = unscriptedFetch,
  timeouts = TEST_TIMEOUTS_MS,
  loading = { started: () => {}, finished: () => {} },
  session,
  services = {},
}: TestServicesOptions = {}): Services {
  const sessionService = services.session ?? fakeSession(session);
  const bridge = fakeBridge();
  return {
    api: createApiClient({
      base: "",
      fetch,
      getCustId: () => sessionService.getCustId(),
      loading,
      timeouts,
    }),
    bridge: () => Promise.resolve(bridge),
    session: sessionService,
    dialogs: fakeDialogs(),
    cache: createQueryCache(),
    now: () => FIXED_NOW,
    ...services,
  };
}
