import type { SessionRecorders } from "../engine/shell/session-recording.ts";

/**
 * The session recorders a build may name with VITE_SESSION_RECORDER (engine/shell/session-recording.ts).
 * No vendor is integrated: a vendor's adapter goes here as a lazy import, so its code loads only
 * in a build that names it, after the page is up. `console` is the developers' check of the wiring:
 * it logs each consent change.
 */
export const sessionRecorders: SessionRecorders = {
  console: async () => ({
    // oxlint-disable-next-line no-console -- this recorder's whole job is the log line
    setConsent: (on) => console.info(`[session-recording] consent ${on ? "on" : "off"}`),
  }),
};
