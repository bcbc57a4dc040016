import {
  CLIENT_TIMEOUTS_MS,
  type ClientKind,
  type Endpoint,
  type EndpointInput,
  type EndpointParams,
  type EndpointResponse,
} from "../../schemas/api/endpoint.ts";
import { noteSavedCopy, recordRead } from "../offline/offline-status.ts";
import { requestFinished, requestStarted } from "../shell/loading-store.ts";
import { encodeBody } from "./body.ts";
import { callKey } from "./call-key.ts";
import { decodeAnswer, httpError } from "./decode.ts";
import { ApiError } from "./errors.ts";
import { createGuard } from "./guard.ts";
import { createTransport } from "./transport.ts";
import { requestUrl } from "./url.ts";

/** The global request counter (engine/shell/loading-store.ts by default). */
export interface LoadingCounter {
  started(): void;
  finished(ok: boolean): void;
}

export interface ApiClientOptions {
  /** Prefix of every endpoint path: "" for the page's own origin, or an origin such as https://api.example.com. */
  base: string;
  fetch?: typeof fetch;
  /** The member's customer id when known (sent as custid). */
  getCustId: () => string | null;
  loading?: LoadingCounter;
  /** Clock of the duplicate-call guard. */
  now?: () => number;
  /** Shorter timeouts per client kind (tests); the spec's CLIENT_TIMEOUTS_MS otherwise. */
  timeouts?: Partial<Record<ClientKind, number>>;
}

export interface CallArgs<E extends Endpoint> {
  params: EndpointParams<E>;
  input?: EndpointInput<E>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** A call the user did not ask for (logging, page info): it leaves the loading indicator alone. */
  background?: boolean;
  /**
   * Do not share an identical call the duplicate-call guard still holds, settled or not: a refetch
   * after the cache was invalidated must not get the answer from before the change. Later
   * identical calls within the window share this one.
   */
  fresh?: boolean;
}

export interface ApiClient {
  /** Calls an endpoint of the catalogue; resolves with its decoded response or rejects with an ApiError. */
  call<E extends Endpoint>(endpoint: E, args: CallArgs<E>, opts?: CallOptions): Promise<EndpointResponse<E>>;
}

const storeCounter: LoadingCounter = { started: requestStarted, finished: requestFinished };

function asApiError(endpointId: string, e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError(endpointId, { kind: "network", cause: e });
}

/** Creates a client over the endpoint catalogue (schemas/api): one request per call, guarded, counted and decoded. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = createTransport(options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const guard = createGuard(options.now ?? Date.now);
  const loading = options.loading ?? storeCounter;
  // A fresh call moves its key to a new generation, so the guard's older entry is never joined again.
  const generations = new Map<string, number>();

  async function exchange<E extends Endpoint>(endpoint: E, url: string, input: unknown, signal: AbortSignal, background: boolean) {
    if (!background) loading.started();
    try {
      const answer = await send({
        endpointId: endpoint.id,
        url,
        method: endpoint.method,
        body: encodeBody(endpoint, input),
        timeoutMs: options.timeouts?.[endpoint.client] ?? CLIENT_TIMEOUTS_MS[endpoint.client],
        retry: endpoint.method === "GET" ? 1 : 0,
        signal,
      });
      if (!answer.ok) throw httpError(endpoint, answer.status, answer.data, answer.retryAfter, (options.now ?? Date.now)());
      const data = decodeAnswer(endpoint, answer.status, answer.data);
      if (answer.savedAt) noteSavedCopy(answer.savedAt);
      else if (endpoint.method === "GET" && !endpoint.writes) recordRead(url);
      if (!background) loading.finished(true);
      return data;
    } catch (e) {
      const error = asApiError(endpoint.id, e);
      // Leaving a screen aborts its calls: that is not a failure to report.
      if (!background) loading.finished(error.kind === "aborted");
      throw error;
    }
  }

  return {
    async call(endpoint, args, opts = {}) {
      try {
        const custId = options.getCustId();
        let url: string;
        try {
          url = requestUrl(options.base, endpoint, args.params, args.input, custId);
        } catch (e) {
          throw new ApiError(endpoint.id, { kind: "invalid", reason: e instanceof Error ? e.message : String(e) });
        }
        const base = callKey(endpoint.id, args.params, args.input, custId);
        if (opts.fresh) generations.set(base, (generations.get(base) ?? 0) + 1);
        const generation = generations.get(base);
        const key = generation === undefined ? base : `${base} #${generation}`;
        const start = (signal: AbortSignal) => exchange(endpoint, url, args.input, signal, opts.background ?? false);
        return await guard.run(key, endpoint.guardMs, start, opts.signal, () => new ApiError(endpoint.id, { kind: "aborted" }));
      } catch (e) {
        throw asApiError(endpoint.id, e);
      }
    },
  };
}
