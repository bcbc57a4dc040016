import type { Hit, PageView } from "./logging-calls.ts";

type Calls = typeof import("./logging-calls.ts");

export interface PageViewOptions {
  /** Hold the view until the next one (the entry gate, which loads no logging code). */
  defer?: boolean;
  /** The app's device id, asked when the view goes out (null in a plain browser). */
  deviceId?: () => Promise<string | null>;
}

let calls: Promise<Calls> | null = null;
/** Page views held on the first route (see logPageView). */
const deferred: { view: PageView; opts: PageViewOptions }[] = [];

/** Runs a logging call once its code is loaded; any failure is swallowed (logging never disturbs the visitor). */
function withCalls(use: (c: Calls) => Promise<unknown>): void {
  calls ??= import("./logging-calls.ts").catch((e: unknown) => {
    calls = null;
    throw e;
  });
  calls.then(use).catch(() => {});
}

async function withDeviceId(view: PageView, opts: PageViewOptions): Promise<PageView> {
  const deviceId = await opts.deviceId?.().catch(() => null);
  return deviceId ? { ...view, deviceId } : view;
}

/**
 * Records a page view. The calls are bare fetches (logging-send.ts) that load neither zod nor the
 * API client. With `defer` (the entry gate, kept to the smallest first load) the view waits and
 * goes out with the next page view; a visitor who leaves the gate for another site is not counted.
 */
export function logPageView(view: PageView, opts: PageViewOptions = {}): void {
  if (opts.defer) {
    deferred.push({ view, opts });
    return;
  }
  const views = [...deferred.splice(0), { view, opts }];
  withCalls((c) => Promise.all(views.map(async (v) => c.sendPageView(await withDeviceId(v.view, v.opts)))));
}

/** Records a banner tap (bnhits.do) for a banner screen; fire and forget. */
export function recordBannerHit(hit: Hit & { bnSeq: number }): void {
  withCalls((c) => c.sendBannerHit(hit));
}

/** Records a top banner or popup tap (pophits.do) for a banner screen; fire and forget. */
export function recordPopupHit(hit: Hit & { popSeq: number }): void {
  withCalls((c) => c.sendPopupHit(hit));
}

/** Records a client log line (log/info.do), such as the e-catalog link a top banner opened; fire and forget. */
export function recordInfo(line: Hit & { logType: string; url?: string; msg?: string }): void {
  withCalls((c) => c.sendInfo(line));
}
