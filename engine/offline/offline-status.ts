/**
 * What the page knows of its offline support (docs/decisions/0047), for the shell to show: the
 * oldest saved copy among the answers on the page (the service worker answered from its cache,
 * engine/offline/sw/worker.ts), and a new release waiting to be accepted. Also the reads made
 * before the worker ran, handed to it to keep (engine/offline/offline-support.ts).
 */
/** The header of a saved copy the service worker answers with: when it was stored, in ms since the epoch. */
export const SAVED_AT_HEADER = "x-saved-at";

/** The stored time of a saved copy, from its header (null when missing or not a number). */
export function savedAtOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

export interface OfflineSnapshot {
  /** When the oldest saved copy shown was stored (ms since the epoch), or null when all answers are live. */
  savedAt: number | null;
  /** Accepts a waiting release (the page reloads once it runs), or null when there is none. */
  update: (() => void) | null;
}

let snapshot: OfflineSnapshot = { savedAt: null, update: null };
const listeners = new Set<() => void>();
const set = (next: OfflineSnapshot) => {
  snapshot = next;
  for (const l of listeners) l();
};

export const offlineSnapshot = (): OfflineSnapshot => snapshot;
export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An answer on the page is a saved copy stored at `at`. */
export function noteSavedCopy(at: number): void {
  if (snapshot.savedAt === null || at < snapshot.savedAt) set({ ...snapshot, savedAt: at });
}

/** The page changed (a navigation, the network back): no saved copy is shown any more. */
export function clearSavedCopies(): void {
  if (snapshot.savedAt !== null) set({ ...snapshot, savedAt: null });
}

/** A new release waits; `accept` activates it. */
export function offerUpdate(accept: () => void): void {
  set({ ...snapshot, update: accept });
}

const MAX_RECORDED = 40;
const recorded: string[] = [];

/** A read the page made (its URL): kept for the worker if it is one of the offline reads. */
export function recordRead(url: string): void {
  const at = recorded.indexOf(url);
  if (at >= 0) recorded.splice(at, 1);
  recorded.push(url);
  if (recorded.length > MAX_RECORDED) recorded.shift();
}

/** The reads recorded so far, forgotten once taken. */
export function takeRecordedReads(): string[] {
  return recorded.splice(0, recorded.length);
}
