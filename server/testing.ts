import Database from "better-sqlite3";
import { join } from "node:path";
import type * as z from "zod/mini";
import { fillPath, type Endpoint } from "../schemas/api/endpoint.ts";
import { createApp, type AppOptions } from "./app.ts";
import { cacheStatements, totalChanges as changesOf } from "./db/open.ts";
import type { RouteDef, ServerDomain, ServerSettings } from "./http/context.ts";
import { prepareRuntime, readManifests } from "./runtime.ts";

// Seeding every domain takes a while; tests start from a copy of one seeded snapshot per setup.
const snapshots = new Map<string, Buffer>();
// Reading and checking the manifests took a third of a test server's start: once per test file.
let manifests: ReturnType<typeof readManifests> | undefined;
const manifestsOnce = () => (manifests ??= readManifests(join(process.cwd(), "manifests")));

function seededCopy(domains: readonly ServerDomain[], now: () => Date) {
  const key = `${domains.map((d) => d.name).join(",")}@${now().toISOString()}`;
  let snap = snapshots.get(key);
  if (!snap) {
    const deps = prepareRuntime(domains, { dbPath: ":memory:", now, checkResponses: true, manifests: manifestsOnce() });
    snap = deps.db.serialize();
    deps.db.close();
    snapshots.set(key, snap);
  }
  const db = new Database(snap);
  db.pragma("foreign_keys = ON");
  return cacheStatements(db);
}

/** A server over an in-memory database, for tests: requests go through app.request() without a socket. */
export function createTestServer(
  domains: readonly ServerDomain[],
  now = () => new Date("2026-11-20T03:00:00Z"),
  appOptions: AppOptions = {},
  settings: Partial<ServerSettings> = {},
) {
  const deps = prepareRuntime(domains, { dbPath: ":memory:", db: seededCopy(domains, now), now, checkResponses: true, settings, manifests: manifestsOnce() });
  const app = createApp(deps, domains, appOptions);
  let cookie = "";
  /** Sends a request, keeping the session cookie like a browser. */
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    // Like the app's own page: a browser marks its fetches same-origin. Attack tests set their own
    // Sec-Fetch-Site, Origin or Referer (or call app.request to send none).
    if (!["sec-fetch-site", "origin", "referer", "authorization"].some((h) => headers.has(h))) headers.set("sec-fetch-site", "same-origin");
    const res = await app.request(path, { ...init, headers });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!.endsWith("=") ? "" : set.split(";")[0]!;
    return res;
  };
  return { app, deps, request, resetCookies: () => (cookie = "") };
}

export type TestServer = ReturnType<typeof createTestServer>;

/** Rows the server's database connection has written so far (SQLite's total_changes): unchanged when a request wrote nothing. */
export function totalChanges(s: TestServer): number {
  return changesOf(s.deps.db);
}

/** Number of rows of a table matching a WHERE clause. */
export function countRows(s: TestServer, table: string, where = "1", ...args: unknown[]): number {
  return (s.deps.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
}

/** Form-encodes fields for a POST. */
export function form(fields: Record<string, string | number>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  };
}

// Fields as the app's client encodes them: a list repeats its key, an object travels as JSON, and
// undefined or null fields are left out.
function fieldPairs(input: Record<string, unknown>): [string, string][] {
  return Object.entries(input)
    .filter(([, v]) => v !== undefined && v !== null)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x): [string, string] => [k, String(x)]) : [[k, typeof v === "object" ? JSON.stringify(v) : String(v)]]));
}

/**
 * The URL and init of a request to an endpoint, the way the catalogue's client sends it: a query for GET;
 * for POST a JSON body, a multipart form when a field is a file, or else a form-encoded body.
 */
export function requestOf(
  ep: Pick<Endpoint, "method" | "path" | "encoding">,
  params: Record<string, string | number>,
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): [string, RequestInit] {
  const path = fillPath(ep.path, params);
  if (ep.method === "GET") {
    const q = new URLSearchParams(fieldPairs(input)).toString();
    return [q ? `${path}?${q}` : path, { method: "GET", headers }];
  }
  if (ep.encoding === "json") return [path, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(input) }];
  if (Object.values(input).some((v) => v instanceof Blob)) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) fd.append(k, v instanceof Blob ? v : String(v));
    return [path, { method: "POST", headers, body: fd }];
  }
  return [
    path,
    { method: "POST", headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fieldPairs(input)).toString() },
  ];
}

/** Sends a request to an endpoint through the test server's cookie jar. */
export function call(
  s: TestServer,
  ep: Pick<Endpoint, "method" | "path" | "encoding">,
  params: Record<string, string | number>,
  input: Record<string, unknown> = {},
): Promise<Response> {
  return s.request(...requestOf(ep, params, input));
}

/** Sends a route's own example request (its extra headers included) through the cookie jar. */
export function sendExample(s: TestServer, def: RouteDef, memberCustId = "M0000001"): Promise<Response> {
  const ex = def.example({ db: s.deps.db, memberCustId });
  return s.request(...requestOf(def.endpoint, ex.params, ex.input, ex.headers));
}

/** Sends a route's example and decodes the answer with the endpoint's response schema. */
export async function callExample(s: TestServer, def: RouteDef): Promise<{ status: number; body: unknown; decoded: z.core.util.SafeParseResult<unknown> }> {
  const res = await sendExample(s, def);
  const body: unknown = await res.json();
  return { status: res.status, body, decoded: def.endpoint.response.safeParse(body) };
}

/** Decodes a JSON answer with a schema, failing the test with the issues when it does not match. */
export async function decode<T extends z.ZodMiniType>(res: Response, schema: T): Promise<z.output<T>> {
  const body = await res.json();
  const r = schema.safeParse(body);
  if (!r.success) throw new Error(`answer does not match: ${JSON.stringify(r.error.issues.slice(0, 3))} in ${JSON.stringify(body).slice(0, 300)}`);
  return r.data;
}
