import { useCallback, useSyncExternalStore } from "react";
import type { EndpointAuth } from "../../schemas/api/endpoint.ts";
import { useServices } from "../services/services.ts";

/** The member's custid from the session (null for a visitor): part of every cache key. */
export function useCustId(): string | null {
  const { session } = useServices();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const read = () => session.getSnapshot().custId;
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Whether a member's call waits for the session: the session not known yet and no customer id
 * stored (a member page its HTML shows during the check, docs/decisions/0060, to a browser that
 * keeps the session cookie only). Made then, the call would go without the member's id, and be
 * made again once the id is known (the cache key holds it), its first answer shown and dropped.
 */
export function useMemberCallWaits(auth: EndpointAuth): boolean {
  const { session } = useServices();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const read = () => {
    const { status, custId } = session.getSnapshot();
    return custId === null && (status === "unknown" || status === "checking");
  };
  const unsettled = useSyncExternalStore(subscribe, read, read);
  return auth === "member" && unsettled;
}
