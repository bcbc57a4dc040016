import { createFlowSession, type FlowSession, type SessionOptions, type SessionState } from "./flow-session.ts";

export interface HeldSession {
  session: FlowSession;
  state: SessionState;
}

export interface SessionHolder {
  /** Starts a session in place of the current one; the returned function stops it. */
  start(options: SessionOptions): { session: FlowSession; stop: () => void };
  subscribe(listener: () => void): () => void;
  current(): HeldSession | null;
}

/** Holds the lab's one running session as an external store, so React reads it without effects setting state. */
export function createSessionHolder(): SessionHolder {
  let held: HeldSession | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    start(options) {
      const session = createFlowSession(options);
      const unsubscribe = session.subscribe(() => {
        if (held?.session !== session) return;
        held = { session, state: session.getState() };
        emit();
      });
      held = { session, state: session.getState() };
      emit();
      const stop = () => {
        unsubscribe();
        session.stop();
        if (held?.session === session) {
          held = null;
          emit();
        }
      };
      return { session, stop };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => held,
  };
}
