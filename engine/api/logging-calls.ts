import { parseApiBase } from "./api-base.ts";
import { logCalls } from "./logging-endpoints.ts";
import { createLogSender } from "./logging-send.ts";
import { browserStorage, createCustIdStore } from "./member-id.ts";

/** A page view as the shell sees it. */
export interface PageView {
  /** The current mall's path, or null off any mall (the gate). */
  mall: string | null;
  /** The path viewed. */
  url: string;
  referrer?: string;
  /** The app's device id, inside the native webview. */
  deviceId?: string;
}

export interface Hit {
  mall: string | null;
}

// The custid the session wrote, read through the same storage as the API client reads it.
const send = createLogSender({ base: parseApiBase(import.meta.env.VITE_API_BASE as string | undefined), getCustId: createCustIdStore(browserStorage()).get });

// A null mall (off any mall) and an absent field are left out of the request.

/** Records a page view (logging.pvlog). */
export const sendPageView = (view: PageView) => send(logCalls.pvlog, view);

/** Records a banner tap (logging.bnhits; taps within 1 s count once). */
export const sendBannerHit = (hit: Hit & { bnSeq: number }) => send(logCalls.bnhits, hit);

/** Records a top banner or popup tap (logging.pophits; taps within 1 s count once). */
export const sendPopupHit = (hit: Hit & { popSeq: number }) => send(logCalls.pophits, hit);

/** Records a client log line (logging.info): the e-catalog link opened from a top banner or popup. */
export const sendInfo = (line: Hit & { logType: string; url?: string; msg?: string }) => send(logCalls.info, line);
