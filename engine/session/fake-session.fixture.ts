// A session the test drives (screen tests, RequireMember, query flags); tests import this, the app never does.
import { MEMBER } from "../../machines/session.fixtures.ts";
import type { SessionLoginResult, SessionService, SessionSnapshot } from "./session-service.ts";

/** A visitor whose session is known. */
export const VISITOR_SESSION: SessionSnapshot = { status: "visitor", member: null, testDevice: false, custId: null, reserveGroup: null, failed: false };

/** A logged-in member with consent (decoded mbr001Vo). */
export const MEMBER_SESSION: SessionSnapshot = {
  status: "member",
  member: MEMBER,
  testDevice: false,
  custId: MEMBER.cust_id,
  reserveGroup: null,
  failed: false,
};

/** Nothing asked yet (a visitor's page before anything needs the member). */
export const UNKNOWN_SESSION: SessionSnapshot = { ...VISITOR_SESSION, status: "unknown" };

export interface FakeSession extends SessionService {
  /** Replaces the snapshot; subscribers and waiting ensure() calls hear it. */
  set(next: SessionSnapshot): void;
  /** What was asked, in order: ensure, loggedIn:<id>, logout, setMall:<mall>. */
  calls: string[];
}

const settled = (s: SessionSnapshot) => s.status === "member" || s.status === "visitor" || (s.status === "unknown" && s.failed);

/** A session service whose state the test sets; ensure() waits until the test settles it. */
export function fakeSessionService(initial: SessionSnapshot = VISITOR_SESSION, loginResult: SessionLoginResult = "member"): FakeSession {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    calls,
    getSnapshot: () => snapshot,
    subscribe,
    set(next) {
      snapshot = next;
      for (const l of listeners) l();
    },
    ensure() {
      calls.push("ensure");
      return new Promise((resolve) => {
        if (settled(snapshot)) return resolve(snapshot);
        const off = subscribe(() => {
          if (!settled(snapshot)) return;
          off();
          resolve(snapshot);
        });
      });
    },
    loggedIn(custId) {
      calls.push(`loggedIn:${custId}`);
      return Promise.resolve(loginResult);
    },
    logout() {
      calls.push("logout");
      return Promise.resolve();
    },
    getCustId: () => snapshot.custId,
    setMall(mall) {
      calls.push(`setMall:${mall ?? ""}`);
    },
  };
}
