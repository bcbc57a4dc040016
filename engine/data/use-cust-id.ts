import { useCallback, useSyncExternalStore } from "react";
import { useServices } from "../services/services.ts";

/** The member's custid from the session (null for a visitor): part of every cache key. */
export function useCustId(): string | null {
  const { session } = useServices();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const read = () => session.getSnapshot().custId;
  return useSyncExternalStore(subscribe, read, read);
}
