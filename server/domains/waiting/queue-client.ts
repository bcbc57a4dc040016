import type * as z from "zod/mini";
import { fillPath, type Endpoint } from "../../../schemas/api/endpoint.ts";
import { queueEndpoints } from "../../../schemas/api/queue.ts";
import { WAITING_TIMEOUT_MS } from "../../../schemas/api/waiting.ts";
import type { ServerDeps } from "../../http/context.ts";

// The server's client of the queue (waiting) service (spec part-2 §7 "Queue service (external,
// bearer token, 40 s timeout)"). Only the server holds the token: the browser calls the mall-scoped
// waiting proxy (routes.ts), which calls the service through this client.

/**
 * A failed call of the queue service: its HTTP status, or why no usable answer came. The message is
 * the server's own; the service's text (its error message), cut short and stripped of control
 * characters, is kept apart in `upstream` for the server's log and never reaches a browser.
 */
export class QueueServiceError extends Error {
  constructor(
    readonly kind: "http" | "redirect" | "oversize" | "timeout" | "network" | "contract",
    readonly status: number | null,
    message: string,
    readonly upstream: string | null = null,
  ) {
    super(message);
    this.name = "QueueServiceError";
  }
}

/** The largest answer the client reads (1 MiB); a longer one is cut off while it streams in. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** The service's text as the log may hold it: one line of printable characters, at most 200. */
const forLog = (text: string) => text.replace(/[\p{Cc}\p{Cf}]+/gu, " ").slice(0, 200);

/**
 * Reads an answer's body up to MAX_ANSWER_BYTES, chunk by chunk; past it (or when the declared
 * length is already over it) the body is cancelled, so an endless answer costs at most the cap.
 */
async function readCapped(res: Response, abort: () => void): Promise<string> {
  const tooLarge = () => {
    abort();
    return new QueueServiceError("oversize", res.status, `the queue service's answer is over ${MAX_ANSWER_BYTES} bytes`);
  };
  const declared = Number(res.headers.get("content-length") ?? Number.NaN);
  if (declared > MAX_ANSWER_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export interface QueueClientOptions {
  /** Base URL of the service (no trailing slash), its paths appended (/groups …). */
  baseUrl: string;
  token: string;
  /** Default WAITING_TIMEOUT_MS (40 s). */
  timeoutMs?: number;
  fetch: (request: Request) => Promise<Response>;
}

interface Args {
  params?: Record<string, string | number>;
  input?: Record<string, string | number>;
}

const QUEUE_PREFIX = "/api/queue";

/** A client of the queue service's four calls, every one with the bearer token and the timeout. */
export function createQueueClient(o: QueueClientOptions) {
  const timeoutMs = o.timeoutMs ?? WAITING_TIMEOUT_MS;
  async function call<E extends Endpoint>(ep: E, args: Args = {}): Promise<z.output<E["response"]>> {
    // The catalogue writes the service's paths under /api/queue, the reference server's mount point.
    const url = o.baseUrl + fillPath(ep.path, args.params ?? {}).slice(QUEUE_PREFIX.length);
    const headers = new Headers({ authorization: `Bearer ${o.token}`, accept: "application/json" });
    let body: string | undefined;
    if (ep.method === "POST") {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(Object.entries(args.input ?? {}).map(([k, v]) => [k, String(v)])).toString();
    }
    // The signal aborts the request; the race ends the wait even where a fetch ignores it (in-process).
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new QueueServiceError("timeout", null, `the queue service did not answer within ${timeoutMs / 1000} s`));
      }, timeoutMs);
    });
    let res: Response;
    let text: string;
    try {
      [res, text] = await Promise.race([
        (async () => {
          // A redirect is not followed: the service answers at its own address or not at all.
          const r = await o.fetch(new Request(url, { method: ep.method, headers, body, signal: controller.signal, redirect: "manual" }));
          if (r.type === "opaqueredirect" || (r.status >= 300 && r.status < 400)) {
            await r.body?.cancel().catch(() => {});
            throw new QueueServiceError("redirect", r.status || null, "the queue service answered with a redirect, which is not followed");
          }
          return [r, await readCapped(r, () => controller.abort())] as const;
        })(),
        timedOut,
      ]);
    } catch (e) {
      if (e instanceof QueueServiceError) throw e;
      throw new QueueServiceError("network", null, `the queue service cannot be reached (${(e as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: reported below by status or as a contract break.
    }
    if (!res.ok) {
      const said =
        json !== null && typeof json === "object" && typeof (json as { message?: unknown }).message === "string"
          ? (json as { message: string }).message
          : res.statusText;
      throw new QueueServiceError("http", res.status, `the queue service answered ${ep.id} with HTTP ${res.status}`, forLog(said));
    }
    const parsed = ep.response.safeParse(json);
    if (!parsed.success) throw new QueueServiceError("contract", res.status, `the queue service's answer to ${ep.id} does not match its contract`);
    return parsed.data as z.output<E["response"]>;
  }
  return {
    timeoutMs,
    groups: () => call(queueEndpoints.groups),
    groupSpots: (id: number) => call(queueEndpoints.groupSpots, { params: { id } }),
    registerWaiting: (spotId: number, input: { phoneNo: string; adultCnt: number; childCnt: number; privacyAgreeYn: "Y" }) =>
      call(queueEndpoints.registerWaiting, { params: { id: spotId }, input }),
  };
}
export type QueueClient = ReturnType<typeof createQueueClient>;

/** The client the waiting proxy uses: QUEUE_URL over the network, else this server's own routes in-process. */
export function queueClientOf(deps: ServerDeps): QueueClient {
  const { queueUrl, queueToken } = deps.settings;
  if (queueUrl !== null) return createQueueClient({ baseUrl: queueUrl, token: queueToken, fetch: (r) => fetch(r) });
  const self = deps.selfFetch;
  if (!self) throw new Error("the in-process queue service needs the app's own fetch (createApp sets deps.selfFetch)");
  return createQueueClient({ baseUrl: `http://in-process${QUEUE_PREFIX}`, token: queueToken, fetch: self });
}
