import { LOG_CUST_ID_PARAM, type LogCall } from "./logging-endpoints.ts";

export interface LogSenderOptions {
  /** The API base (engine/api/api-base.ts). */
  base: string;
  getCustId: () => string | null;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Sends one log call; resolves when done or given up, never rejects. */
export type LogSend = (call: LogCall, input: object) => Promise<void>;

/**
 * A sender for background calls whose answer nobody reads (page views, banner and popup hits): a
 * bare fetch with the endpoint's method, path and encoding, the member's custid, credentials, the
 * client's timeout and duplicate-call window. It never decodes the answer, so it needs no zod; any
 * failure is swallowed, because logging must never disturb the visitor.
 */
export function createLogSender(o: LogSenderOptions): LogSend {
  const sent = new Map<string, { at: number; windowMs: number }>();
  const now = o.now ?? Date.now;
  return async (call, input) => {
    // Log fields are single values; an absent or null one is left out.
    const values = Object.fromEntries(
      call.fields.map((f) => [f, (input as Readonly<Record<string, unknown>>)[f]]).filter(([, v]) => v !== undefined && v !== null),
    );
    const form = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
    const query = new URLSearchParams(call.method === "GET" ? form : undefined);
    const custId = o.getCustId();
    if (custId && !call.omitCustId && !query.has(LOG_CUST_ID_PARAM)) query.set(LOG_CUST_ID_PARAM, custId);
    const qs = query.toString();
    const url = `${o.base}${call.path}${qs ? `?${qs}` : ""}`;
    const body = call.method === "GET" ? undefined : call.encoding === "json" ? JSON.stringify(values) : form.toString();
    const contentType = call.encoding === "json" ? "application/json" : "application/x-www-form-urlencoded;charset=UTF-8";

    const t = now();
    for (const [k, e] of sent) if (t - e.at >= e.windowMs) sent.delete(k);
    const key = `${call.id} ${url} ${body ?? ""}`;
    if (sent.has(key)) return;
    sent.set(key, { at: t, windowMs: call.guardMs });

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), call.timeoutMs);
    try {
      const res = await (o.fetch ?? globalThis.fetch)(url, {
        method: call.method,
        credentials: "include",
        headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": contentType },
        body,
        signal: controller.signal,
      });
      // Nobody reads the answer, but an unread body keeps the request open in the browser.
      await res.arrayBuffer();
    } catch {
      // A failed call leaves the window, so the next identical one goes out again.
      sent.delete(key);
    } finally {
      clearTimeout(timer);
    }
  };
}
