/**
 * The global request counter: each request raises it, each response lowers it; at zero the state
 * is success, or error when any request since the last idle moment failed.
 *
 * With it, the app's idle signal: the page is busy while a request is out or a part of the page is
 * still loading or deciding (a route's screen, a member page's session check, the entry gate in a
 * webview: `markBusy`). The document's root element carries `data-busy` while it is busy and,
 * once idle, `data-idle-since` (the moment, performance.now() in ms), so a native host or a test
 * can wait for the page to settle without watching the network. index.html starts busy; the first change of state tells the truth.
 */
export type LoadingStatus = "idle" | "loading" | "success" | "error";

export interface LoadingSnapshot {
  count: number;
  status: LoadingStatus;
}

let snapshot: LoadingSnapshot = { count: 0, status: "idle" };
let failedSinceIdle = false;
const listeners = new Set<() => void>();

let busyMarks = 0;
/** Counts resets (tests): a mark's end only counts in the generation it was made in. */
let generation = 0;

/** Writes the idle signal on the document's root element (none outside a browser). */
function publishIdle() {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  const busy = snapshot.count > 0 || busyMarks > 0;
  if (busy) {
    root.setAttribute("data-busy", "");
    root.removeAttribute("data-idle-since");
  } else if (root.hasAttribute("data-busy") || !root.hasAttribute("data-idle-since")) {
    root.removeAttribute("data-busy");
    root.setAttribute("data-idle-since", String(Math.round(performance.now())));
  }
}

function set(next: LoadingSnapshot) {
  snapshot = next;
  publishIdle();
  for (const l of listeners) l();
}

/** Marks a part of the page as loading (the page is busy) until the returned function is called (once). */
export function markBusy(): () => void {
  busyMarks += 1;
  publishIdle();
  let done = false;
  const marked = generation;
  return () => {
    if (done) return;
    done = true;
    // A mark made before a reset (tests) was forgotten with it.
    if (marked !== generation) return;
    busyMarks -= 1;
    publishIdle();
  };
}

/**
 * A loader that keeps the page busy until it settles (fulfilled or not). A loading fallback marks
 * the page busy too, but a navigation is a transition (the previous page stays shown, no fallback
 * renders), and a part's own placeholder (a skeleton) marks nothing: without this the page would
 * look idle while a screen's or a part's module is still on its way.
 */
export function busyWhile<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const done = markBusy();
    try {
      return await load();
    } finally {
      done();
    }
  };
}

/**
 * How long a part whose code has arrived may take to show before the page stops counting it as
 * busy: a render given up (a navigation elsewhere before the page it loaded for committed).
 */
export const SHOW_WAIT_MS = 1000;

/**
 * Busy from now until the returned function is called (once), or SHOW_WAIT_MS have passed: from a
 * lazy part's arrival until React has shown it. A transition's page, or a Suspense boundary's
 * content, commits a render or more after its module resolves (React 19 holds a boundary's reveal
 * until 300 ms after its fallback showed); without this the page looked idle in between.
 */
export function busyUntilShown(): () => void {
  const done = markBusy();
  const timer = setTimeout(done, SHOW_WAIT_MS);
  return () => {
    clearTimeout(timer);
    done();
  };
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
  busyMarks = 0;
  generation += 1;
  set({ count: 0, status: "idle" });
}
