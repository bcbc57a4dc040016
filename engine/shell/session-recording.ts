/**
 * Session-recording consent (spec part-2 §4: hidden turns it off, visible turns it on, if enabled).
 * No vendor is named: a recorder is an adapter with `setConsent`, loaded by name from the
 * composition root's list. Nothing happens — no listener, no import — unless a build setting
 * (VITE_SESSION_RECORDER) names a recorder of the list; the recorder loads after the page is up, so
 * no recorder code is on any first route (docs/decisions/0027).
 */
export interface SessionRecorder {
  setConsent(on: boolean): void;
}

/** Recorders by name, each loaded when chosen. */
export type SessionRecorders = Readonly<Record<string, () => Promise<SessionRecorder>>>;

interface RecordingEnvironment {
  document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  /** Runs the start once the page is up (the browser's idle time, or a timer). */
  later: (run: () => void) => void;
}

const browserEnvironment = (): RecordingEnvironment => ({
  document,
  later: (run) => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run, { timeout: 4000 }) : window.setTimeout(run, 1500)),
});

/**
 * Starts the recorder the setting names, if it names one of `recorders`: consent follows the page's
 * visibility from then on. Returns a stop function (removes the listener, consent off). A recorder
 * that fails to load leaves the page as it is.
 */
export function startSessionRecording(setting: string | undefined, recorders: SessionRecorders, env: RecordingEnvironment = browserEnvironment()): () => void {
  const name = setting?.trim();
  const load = name ? recorders[name] : undefined;
  if (!load) return () => {};
  let stopped = false;
  let recorder: SessionRecorder | null = null;
  const follow = () => recorder?.setConsent(env.document.visibilityState === "visible");
  env.later(() => {
    if (stopped) return;
    load().then(
      (r) => {
        if (stopped) return;
        recorder = r;
        follow();
        env.document.addEventListener("visibilitychange", follow);
      },
      () => {},
    );
  });
  return () => {
    stopped = true;
    env.document.removeEventListener("visibilitychange", follow);
    recorder?.setConsent(false);
  };
}
