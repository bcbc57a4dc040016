import { createFetch, FetchError } from "ofetch";
import type { EncodedBody } from "./body.ts";
import { ApiError } from "./errors.ts";
import { SAVED_AT_HEADER, savedAtOf } from "../offline/offline-status.ts";

export interface SendOptions {
  endpointId: string;
  url: string;
  method: "GET" | "POST";
  body: EncodedBody | null;
  timeoutMs: number;
  /** 1 for a GET (one retry on a network error or 5xx), 0 for writes. */
  retry: 0 | 1;
  signal?: AbortSignal;
}

/** An HTTP answer: 2xx (ok) or the final 4xx/5xx after any retry. */
export interface Answer {
  ok: boolean;
  status: number;
  data: unknown;
  /** The Retry-After header of a failed answer, as sent. */
  retryAfter?: string | null;
  /** A saved copy the service worker answered with while offline: when it was stored (ms since the epoch). */
  savedAt?: number | null;
}

/** Answers worth a second try for a GET; a network error counts as 500 for ofetch. */
const RETRY_STATUS = [500, 502, 503, 504];

/** One HTTP exchange: an answer, or a rejection with an ApiError (network, timeout, aborted). */
export type Send = (o: SendOptions) => Promise<Answer>;

/**
 * The transport over ofetch. The timeout is ours, not ofetch's: ofetch drops its timeout when a
 * signal is passed, and ours rejects at exactly the client's time even if fetch ignores the abort.
 */
export function createTransport(fetchImpl: typeof fetch): Send {
  const $fetch = createFetch({ fetch: fetchImpl, Headers: globalThis.Headers, AbortController: globalThis.AbortController });
  return async (o) => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new ApiError(o.endpointId, { kind: "timeout", timeoutMs: o.timeoutMs }));
        controller.abort();
      }, o.timeoutMs);
      onAbort = () => {
        reject(new ApiError(o.endpointId, { kind: "aborted" }));
        controller.abort();
      };
      if (o.signal?.aborted) onAbort();
      else o.signal?.addEventListener("abort", onAbort, { once: true });
    });
    const exchange = $fetch
      .raw(o.url, {
        method: o.method,
        credentials: "include",
        headers: o.body?.contentType ? { "content-type": o.body.contentType, accept: "application/json" } : { accept: "application/json" },
        body: o.body?.body,
        retry: o.retry,
        retryStatusCodes: RETRY_STATUS,
        signal: controller.signal,
      })
      .then(
        (res): Answer => ({ ok: true, status: res.status, data: res._data, savedAt: savedAtOf(res.headers.get(SAVED_AT_HEADER)) }),
        (e: unknown): Answer => {
          if (e instanceof FetchError && e.response)
            return { ok: false, status: e.response.status, data: e.data as unknown, retryAfter: e.response.headers.get("retry-after") };
          throw new ApiError(o.endpointId, { kind: "network", cause: e });
        },
      );
    try {
      return await Promise.race([exchange, stopped]);
    } finally {
      clearTimeout(timer);
      if (onAbort) o.signal?.removeEventListener("abort", onAbort);
    }
  };
}
