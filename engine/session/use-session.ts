import { useSyncExternalStore } from "react";
import { useServices } from "../services/services.ts";
import type { SessionSnapshot } from "./session-service.ts";

/** The member session of the shell's services, re-rendering on every change. */
export function useSession(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
