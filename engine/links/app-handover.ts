/** The spec's app deep-link fallback (part-1 §9): the web page opens when the app has not taken over after 2000 ms. */
export const APP_LINK_FALLBACK_MS = 2000;

/** What a hand-over needs from the page; the window in the app, fakes in tests. */
export interface HandoverEnvironment {
  assign(url: string): void;
  /** The page's document: hidden once the app has come to the front. */
  document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  /** Where pagehide and blur arrive (the window). */
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Opens an app's deep link and, if the page is still in front after the fallback delay (no app
 * took over: it is not installed), its web page instead. The page going hidden, being left or
 * losing focus to the app cancels the fallback. Returns a cancel for a component that unmounts.
 */
export function handOverToApp(appUrl: string, webUrl: string, env: HandoverEnvironment): () => void {
  let done = false;
  const onVisibility = () => {
    if (env.document.visibilityState === "hidden") cancel();
  };
  const timer = env.setTimeout(() => {
    if (done) return;
    const stillHere = env.document.visibilityState !== "hidden";
    cancel();
    if (stillHere) env.assign(webUrl);
  }, APP_LINK_FALLBACK_MS);
  function cancel() {
    if (done) return;
    done = true;
    env.clearTimeout(timer);
    env.document.removeEventListener("visibilitychange", onVisibility);
    env.target.removeEventListener("pagehide", cancel);
    env.target.removeEventListener("blur", cancel);
  }
  env.document.addEventListener("visibilitychange", onVisibility);
  env.target.addEventListener("pagehide", cancel);
  env.target.addEventListener("blur", cancel);
  env.assign(appUrl);
  return cancel;
}

/** The page's own hand-over environment (the window, its document and timers). */
export function windowHandoverEnvironment(assign: (url: string) => void): HandoverEnvironment {
  return {
    assign,
    document,
    target: window,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}
