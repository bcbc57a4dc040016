import { useCallback, useSyncExternalStore } from "react";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { servedAMemberPage } from "../session/served-member.ts";
import type { SessionSnapshot } from "../session/session-service.ts";
import { useServices } from "../services/services.ts";

/** A value read from the session's snapshot, kept current (the value must be stable between changes). */
function useSessionRead<T>(read: (snapshot: SessionSnapshot) => T): T {
  const { session } = useServices();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const get = () => read(session.getSnapshot());
  return useSyncExternalStore(subscribe, get, get);
}

/** The member's custid from the session (null for a visitor): part of every cache key. */
export function useCustId(): string | null {
  return useSessionRead((s) => s.custId);
}

/**
 * Whether a call waits for the session: the session not known yet and no customer id stored (a
 * member page its HTML shows during the check, docs/decisions/0060, to a browser that keeps the
 * session cookie only). Made then, a call would go without the member's id and be made again once
 * the id is known (the cache key holds it), its first answer shown and dropped. A member's call
 * waits so; so does any call that carries the id on a visit whose HTML was a member page (the
 * server gave it to a live session: the id is on its way). A visitor's public calls never wait.
 */
export function useCallWaitsForSession(endpoint: Pick<Endpoint, "auth" | "omitCustId">): boolean {
  const unsettled = useSessionRead(({ status, custId }) => custId === null && (status === "unknown" || status === "checking"));
  return unsettled && (endpoint.auth === "member" || (!endpoint.omitCustId && servedAMemberPage()));
}
