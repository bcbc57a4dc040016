import Database from "better-sqlite3";
import { createApp } from "./app.ts";
import { cacheStatements } from "./db/open.ts";
import type { ServerDomain } from "./http/context.ts";
import { prepareRuntime } from "./runtime.ts";

// Seeding every domain takes a while; tests start from a copy of one seeded snapshot per setup.
const snapshots = new Map<string, Buffer>();

function seededCopy(domains: readonly ServerDomain[], now: () => Date) {
  const key = `${domains.map((d) => d.name).join(",")}@${now().toISOString()}`;
  let snap = snapshots.get(key);
  if (!snap) {
    const deps = prepareRuntime(domains, { dbPath: ":memory:", now, checkResponses: true });
    snap = deps.db.serialize();
    deps.db.close();
    snapshots.set(key, snap);
  }
  const db = new Database(snap);
  db.pragma("foreign_keys = ON");
  return cacheStatements(db);
}

/** A server over an in-memory database, for tests: requests go through app.request() without a socket. */
export function createTestServer(domains: readonly ServerDomain[], now = () => new Date("2026-11-20T03:00:00Z")) {
  const deps = prepareRuntime(domains, { dbPath: ":memory:", db: seededCopy(domains, now), now, checkResponses: true });
  const app = createApp(deps, domains);
  let cookie = "";
  /** Sends a request, keeping the session cookie like a browser. */
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    const res = await app.request(path, { ...init, headers });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!.endsWith("=") ? "" : set.split(";")[0]!;
    return res;
  };
  return { app, deps, request, resetCookies: () => (cookie = "") };
}

/** Form-encodes fields for a POST. */
export function form(fields: Record<string, string | number>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() };
}
