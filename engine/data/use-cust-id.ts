import { useCallback, useSyncExternalStore } from "react";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { servedAMemberPage } from "../session/served-member.ts";
import { useServices } from "../services/services.ts";

/** The member's custid from the session (null for a visitor): part of every cache key. */
export function useCustId(): string | null {
  const { session } = useServices();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const read = () => session.getSnapshot().custId;
  return useSyncExternalStore(subscribe, read, read);
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
  const { session } = useServices();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const read = () => {
    const { status, custId } = session.getSnapshot();
    return custId === null && (status === "unknown" || status === "checking");
  };
  const unsettled = useSyncExternalStore(subscribe, read, read);
  return unsettled && (endpoint.auth === "member" || (!endpoint.omitCustId && servedAMemberPage()));
}
