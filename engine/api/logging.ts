import type { Hit, PageView } from "./logging-calls.ts";

type Calls = typeof import("./logging-calls.ts");

let calls: Promise<Calls> | null = null;
/** Page views seen on the first route before the client was loaded (see logPageView). */
const deferred: PageView[] = [];

/** Runs a logging call once the client is loaded; any failure is swallowed (logging never disturbs the visitor). */
function withCalls(use: (c: Calls) => Promise<unknown>): void {
  calls ??= import("./logging-calls.ts").catch((e: unknown) => {
    calls = null;
    throw e;
  });
  calls.then(use).catch(() => {});
}

/**
 * Records a page view. With `defer` (the entry gate, which must not load the client or zod) the
 * view waits and goes out with the next page view; a visitor who leaves from the gate to another
 * site is therefore not counted.
 */
export function logPageView(view: PageView, opts: { defer?: boolean } = {}): void {
  if (opts.defer) {
    deferred.push(view);
    return;
  }
  const views = [...deferred.splice(0), view];
  withCalls((c) => Promise.allSettled(views.map((v) => c.sendPageView(v))));
}

/** Records a banner tap (bnhits.do) for a banner screen; fire and forget. */
export function recordBannerHit(hit: Hit & { bnSeq: number }): void {
  withCalls((c) => c.sendBannerHit(hit));
}

/** Records a top banner or popup tap (pophits.do) for a banner screen; fire and forget. */
export function recordPopupHit(hit: Hit & { popSeq: number }): void {
  withCalls((c) => c.sendPopupHit(hit));
}
