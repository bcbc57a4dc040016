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
  return () => {
    if (done) return;
    done = true;
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
  set({ count: 0, status: "idle" });
}
