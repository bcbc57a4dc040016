/**
 * The global request counter: each request raises it, each response lowers it; at zero the state
 * is success, or error when any request since the last idle moment failed.
 */
export type LoadingStatus = "idle" | "loading" | "success" | "error";

export interface LoadingSnapshot {
  count: number;
  status: LoadingStatus;
}

let snapshot: LoadingSnapshot = { count: 0, status: "idle" };
let failedSinceIdle = false;
const listeners = new Set<() => void>();

function set(next: LoadingSnapshot) {
  snapshot = next;
  for (const l of listeners) l();
}

/** Marks a request as started. */
export function requestStarted(): void {
  set({ count: snapshot.count + 1, status: "loading" });
}

/** Marks a request as finished, successfully or not. */
export function requestFinished(ok: boolean): void {
  if (!ok) failedSinceIdle = true;
  const count = Math.max(0, snapshot.count - 1);
  if (count > 0) return set({ count, status: "loading" });
  const status = failedSinceIdle ? "error" : "success";
  failedSinceIdle = false;
  set({ count, status });
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadingSnapshot(): LoadingSnapshot {
  return snapshot;
}

/** Test helper: back to the initial state. */
export function resetLoading(): void {
  failedSinceIdle = false;
  set({ count: 0, status: "idle" });
}
