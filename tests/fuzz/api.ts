import fc from "fast-check";
import { errorBodySchema } from "../../schemas/api/common.ts";
import { catalog } from "../../schemas/api/catalog.ts";
import { fillPath, type Endpoint } from "../../schemas/api/endpoint.ts";
import { domains } from "../../server/domains.ts";
import { loginAsDemo } from "../../server/domains/member/testing.ts";
import type { RouteDef } from "../../server/http/context.ts";
import { createTestServer, requestOf, totalChanges, type TestServer } from "../../server/testing.ts";
import { fieldsOf, hostileValue } from "./values.ts";

// The API fuzz: every endpoint of the catalogue gets its own example request (valid against the
// seed) with fields replaced by random valid and invalid values (types, lengths, encodings,
// extremes), unknown fields added, path parameters changed, or its body sent in a broken encoding;
// as a visitor or as the logged-in demo member. Whatever comes, the server answers below 500; a
// refusal (4xx) writes nothing and carries the contract's error shape.

const routes = new Map<string, RouteDef>();
for (const d of domains) for (const r of d.routes) routes.set(r.endpoint.id, r);

/** One request as the fuzz sends it. */
export interface FuzzRequest {
  endpoint: string;
  member: boolean;
  /** How the example is changed. */
  change:
    | { kind: "fields"; set: Record<string, unknown>; drop: string[] }
    | { kind: "param"; name: string; value: string }
    | { kind: "raw"; contentType: string | null; body: string; query: string };
}

/** A field of the example or of the endpoint's input schema (or an unknown one) to change. */
function fieldNames(ep: Endpoint, example: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(example), ...fieldsOf(ep.input)])];
}

const BROKEN_BODIES: readonly string[] = [
  "",
  "{",
  '{"a":',
  "null",
  "[]",
  '"text"',
  "\u0000",
  "%E0%A4%A",
  "a=%FF%FE",
  "a=1&a=2&a[]=3",
  '----x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
  "\uFEFF{}",
  "x".repeat(70_000),
];
const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=--x",
  "text/plain",
  "application/json; charset=latin1",
  "application/octet-stream",
  "application/x-www-form-urlencoded; charset=euc-kr",
];
const BROKEN_QUERIES: readonly string[] = ["", "%", "%E0%A4%A", "%FF", "a=%00", "&&&=", "pageIndex=-1", "pageIndex=1e309", "pageIndex=99999999999999999999"];

/** Random requests to one endpoint: its example with some of its fields, path or encoding changed. */
export function requestsFor(ep: Endpoint, example: { params: Record<string, unknown>; input: Record<string, unknown> }): fc.Arbitrary<FuzzRequest> {
  const names = fieldNames(ep, example.input);
  const params = Object.keys(example.params);
  const fields = fc.record({
    kind: fc.constant("fields" as const),
    set: fc.dictionary(fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ["q"])), fc.string({ maxLength: 12 })), hostileValue(), { maxKeys: 4 }),
    drop: fc.subarray(names),
  });
  const raw = fc.record({
    kind: fc.constant("raw" as const),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    body: fc.oneof(fc.constantFrom(...BROKEN_BODIES), fc.string({ unit: "binary", maxLength: 200 })),
    query: fc.oneof(fc.constantFrom(...BROKEN_QUERIES), fc.string({ unit: "binary-ascii", maxLength: 60 })),
  });
  const arbs: fc.Arbitrary<FuzzRequest["change"]>[] = [fields, fields, raw];
  if (params.length > 0)
    arbs.push(
      fc.record({
        kind: fc.constant("param" as const),
        name: fc.constantFrom(...params),
        value: fc.oneof(fc.string({ unit: "grapheme", maxLength: 40 }), fc.constantFrom("", "HANAM", "..", "%2e%2e", "0", "-1", "9".repeat(30), "hanam\u0000")),
      }),
    );
  return fc.record({ endpoint: fc.constant(ep.id), member: fc.boolean(), change: fc.oneof(...arbs) });
}

type Example = ReturnType<RouteDef["example"]>;
const examples = new WeakMap<TestServer, Map<string, Example>>();

/**
 * An endpoint's example on a server, read from its seeded state once: later cases may have used
 * what it names (a coupon, a free seat), and the same request must then be refused, not rebuilt.
 */
function exampleOf(server: TestServer, id: string): Example {
  let known = examples.get(server);
  if (!known) examples.set(server, (known = new Map()));
  let ex = known.get(id);
  if (!ex) known.set(id, (ex = routes.get(id)!.example({ db: server.deps.db, memberCustId: "M0000001" })));
  return ex;
}

/** Every endpoint's requests, the endpoints equally likely. */
export function anyRequest(server: TestServer): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...catalog.map((ep) => {
      const ex = exampleOf(server, ep.id);
      return requestsFor(ep, { params: ex.params, input: (ex.input ?? {}) as Record<string, unknown> });
    }),
  );
}

/** The encoded request a FuzzRequest stands for. */
function encode(server: TestServer, r: FuzzRequest): [string, RequestInit] {
  const ep = catalog.find((e) => e.id === r.endpoint)!;
  const ex = exampleOf(server, ep.id);
  const params = { ...(ex.params as Record<string, string | number>) };
  const input: Record<string, unknown> = { ...((ex.input ?? {}) as Record<string, unknown>) };
  const c = r.change;
  if (c.kind === "raw") {
    const path = fillPath(ep.path, params);
    const headers: Record<string, string> = { ...ex.headers };
    if (c.contentType) headers["content-type"] = c.contentType;
    const url = c.query === "" ? path : `${path}?${c.query}`;
    return [url, ep.method === "GET" ? { method: "GET", headers } : { method: "POST", headers, body: c.body }];
  }
  if (c.kind === "param") params[c.name] = c.value;
  else {
    for (const k of c.drop) delete input[k];
    Object.assign(input, c.set);
  }
  let path: string;
  try {
    path = fillPath(ep.path, params);
  } catch {
    // A lone surrogate cannot be percent-encoded: send the path unencoded (the server sees what a raw client would send).
    path = ep.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, k: string) => String(params[k] ?? ""));
  }
  const [url, init] = requestOf({ ...ep, path: "/__path__" }, {}, input, ex.headers);
  return [url.replace("/__path__", path), init];
}

/**
 * Endpoints whose wrong answer (422) is counted where the next try reads it (the phone code's
 * attempts): that count is the only write a refusal may make.
 */
const COUNTS_FAILED_TRIES: ReadonlySet<string> = new Set(["member.completeAuth"]);

/** What was wrong with one answer, or null when it keeps the rules. */
export type Verdict = string | null;

/**
 * Sends one fuzz request and judges the answer: below 500; a 4xx writes nothing (the database's
 * total changes are the same) and its body is the contract's error shape.
 */
export async function sendAndJudge(server: TestServer, memberCookie: string, r: FuzzRequest): Promise<Verdict> {
  let url: string;
  let init: RequestInit;
  try {
    [url, init] = encode(server, r);
  } catch (e) {
    return `the fuzz could not encode the request: ${String(e)}`;
  }
  const headers = new Headers(init.headers);
  if (!headers.has("sec-fetch-site") && !headers.has("origin")) headers.set("sec-fetch-site", "same-origin");
  if (r.member) headers.set("cookie", memberCookie);
  const before = totalChanges(server);
  let res: Response;
  try {
    res = await server.app.request(url, { ...init, headers });
  } catch (e) {
    return `the server threw: ${String(e)}`;
  }
  const text = await res.text();
  if (res.status >= 500) return `answered ${res.status}: ${text.slice(0, 300)}`;
  if (res.status >= 400) {
    const after = totalChanges(server);
    if (after !== before && !(COUNTS_FAILED_TRIES.has(r.endpoint) && res.status === 422))
      return `refused with ${res.status} but wrote ${after - before} row(s)`;
    // A path parameter of ".." takes the URL out of the API (URLs are normalised before routing):
    // what answers there is the app's page server, not the contract.
    if (!/^\/(api|rest)\//.test(new URL(url, "http://fuzz.invalid").pathname)) return null;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `refused with ${res.status} without a JSON body: ${text.slice(0, 200)}`;
    }
    if (!errorBodySchema.safeParse(body).success) return `refused with ${res.status} but not in the error shape: ${text.slice(0, 200)}`;
  }
  return null;
}

/** A fresh test server with the demo member logged in; the member's session cookie. */
export async function fuzzServer(): Promise<{ server: TestServer; memberCookie: string }> {
  const server = createTestServer(domains);
  for (const ep of catalog) exampleOf(server, ep.id);
  let cookie = "";
  const request = server.request;
  // Read the session cookie the login sets through the server's own cookie jar.
  await loginAsDemo({
    ...server,
    request: async (path: string, init?: RequestInit) => {
      const res = await request(path, init);
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      return res;
    },
  });
  server.resetCookies();
  return { server, memberCookie: cookie };
}
