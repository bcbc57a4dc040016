import fc from "fast-check";
import { createApiClient } from "../../engine/api/client.ts";
import { ApiError } from "../../engine/api/errors.ts";
import { catalog } from "../../schemas/api/catalog.ts";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { fieldsOf, hostileValue } from "./values.ts";

// The client fuzz: every endpoint's call answered with random JSON, JSON-like text or bytes, under
// any status and content type. A call resolves with the decoded answer or rejects with a typed
// ApiError: no other exception ever reaches a screen.

/** One answer the fake server gives. */
export interface FuzzAnswer {
  endpoint: string;
  status: number;
  contentType: string;
  body: string;
}

/** JSON shaped like an answer: "success" with random fields, or random fields of the answer's own names. */
function answerLike(ep: Endpoint): fc.Arbitrary<unknown> {
  const names = fieldsOf(ep.response);
  const key = names.length > 0 ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  return fc.oneof(
    fc.dictionary(key, hostileValue(), { maxKeys: 6 }).map((d) => ({ message: "success", ...d })),
    fc.dictionary(key, hostileValue(), { maxKeys: 6 }),
    fc.jsonValue({ maxDepth: 4 }),
  );
}

export function answersFor(ep: Endpoint): fc.Arbitrary<FuzzAnswer> {
  return fc.record({
    endpoint: fc.constant(ep.id),
    status: fc.oneof(fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503), fc.integer({ min: 200, max: 599 })),
    contentType: fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "text/html", "application/octet-stream", ""),
    body: fc.oneof(
      { weight: 4, arbitrary: answerLike(ep).map((v) => JSON.stringify(v) ?? "null") },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
      { weight: 1, arbitrary: fc.constantFrom("", "{", "[1,", "null", "<html>error</html>", "\uFEFF{}", '{"message":"success"') },
    ),
  });
}

export const anyAnswer: fc.Arbitrary<FuzzAnswer> = fc.oneof(...catalog.map(answersFor));

/** An example call's arguments for an endpoint: every path parameter and a few fields. */
function argsOf(ep: Endpoint): { params: Record<string, string>; input: Record<string, unknown> } {
  const params: Record<string, string> = {};
  for (const m of ep.path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)) params[m[1]!] = m[1] === "mall" ? "hanam" : "1";
  return { params, input: {} };
}

/** Calls the endpoint through the app's client against a fake fetch giving this answer; a verdict, null when it keeps the rule. */
export async function callAndJudge(a: FuzzAnswer): Promise<string | null> {
  const ep = catalog.find((e) => e.id === a.endpoint)!;
  const status = a.status === 204 || a.status === 205 ? 200 : a.status;
  const fakeFetch: typeof fetch = async () => new Response(a.body, { status, headers: a.contentType ? { "content-type": a.contentType } : {} });
  const client = createApiClient({
    base: "http://fuzz.invalid",
    fetch: fakeFetch,
    getCustId: () => null,
    loading: { started() {}, finished() {} },
    timeouts: {},
  });
  const args = argsOf(ep);
  // The catalogue's inputs are typed per endpoint: the fuzz sends the same shape to any of them.
  const verdict = await judgeCall(() => client.call(ep, args as never));
  return verdict && `${ep.id} ${verdict} on ${a.status} ${JSON.stringify(a.body.slice(0, 120))}`;
}

/** A call's verdict: null when it resolved or rejected with an ApiError, else what it threw. */
export async function judgeCall(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (e) {
    return e instanceof ApiError ? null : `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  }
}
