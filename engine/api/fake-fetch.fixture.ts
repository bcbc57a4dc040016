// Fakes shared by the client's tests (not part of the app bundle: only *.test.ts import this).
import { vi } from "vitest";
import { createApiClient, type ApiClient, type LoadingCounter } from "./client.ts";

export interface SeenRequest {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  contentType: string | null;
  body: string | null;
}

/** A JSON answer as the reference server writes it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fetch that answers from a script (one function per request, the last one repeating) and records requests. */
export function fakeFetch(...answers: ((req: SeenRequest, signal: AbortSignal | null) => Response | Promise<Response>)[]) {
  const seen: SeenRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const req: SeenRequest = {
      url: String(input),
      method: init?.method ?? "GET",
      credentials: init?.credentials,
      contentType: headers.get("content-type"),
      body: typeof init?.body === "string" ? init.body : null,
    };
    seen.push(req);
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (!answer) throw new TypeError("no answer scripted");
    return answer(req, init?.signal ?? null);
  });
  return { fetch: fn as unknown as typeof fetch, seen, calls: () => fn.mock.calls.length };
}

/** An answer that never comes; it rejects only when the request is aborted, like a real fetch. */
export const never = (_: SeenRequest, signal: AbortSignal | null) =>
  new Promise<Response>((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason as Error)));

/** A network failure as fetch reports it. */
export const offline = (): Response => {
  throw new TypeError("fetch failed");
};

/** A counter that records the loading calls. */
export function recordingCounter(): LoadingCounter & { events: string[] } {
  const events: string[] = [];
  return { events, started: () => events.push("started"), finished: (ok) => events.push(ok ? "finished:ok" : "finished:error") };
}

/** A client over a fake fetch, with a custid getter the test controls. */
export function testClient(fetchImpl: typeof fetch, opts: { custId?: string | null; loading?: LoadingCounter } = {}): ApiClient {
  return createApiClient({ base: "https://api.test", fetch: fetchImpl, getCustId: () => opts.custId ?? null, loading: opts.loading ?? recordingCounter() });
}

/** Settles a promise into a value or its rejection, so tests can assert on either without throwing. */
export async function settle<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await p };
  } catch (error) {
    return { ok: false, error };
  }
}
