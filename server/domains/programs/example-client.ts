// Test-only: sends a route's example request the way the catalogue's client would.
import { fillPath } from "../../../schemas/api/endpoint.ts";
import type { RouteDef } from "../../http/context.ts";
import type { createTestServer } from "../../testing.ts";

type Server = ReturnType<typeof createTestServer>;

/** Builds the request of an example: query for GET, form (multipart when a value is a file) or JSON for POST. */
export function exampleRequest(def: RouteDef, ex: ReturnType<RouteDef["example"]>): { url: string; init: RequestInit } {
  const ep = def.endpoint;
  const path = fillPath(ep.path.replace(/\{[^}]*\}/g, ""), ex.params);
  const entries = Object.entries(ex.input).filter(([, v]) => v !== undefined);
  if (ep.method === "GET") {
    const q = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
    return { url: q ? `${path}?${q}` : path, init: {} };
  }
  if (ep.encoding === "json") return { url: path, init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ex.input) } };
  if (entries.some(([, v]) => v instanceof Blob)) {
    const fd = new FormData();
    for (const [k, v] of entries) fd.append(k, v instanceof Blob ? v : String(v));
    return { url: path, init: { method: "POST", body: fd } };
  }
  return { url: path, init: { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString() } };
}

/** Sends the example of a route (headers of the example included) and returns the response. */
export async function sendExample(server: Server, def: RouteDef, memberCustId = "M0000001"): Promise<Response> {
  const ex = def.example({ db: server.deps.db, memberCustId });
  const { url, init } = exampleRequest(def, ex);
  const extra = (ex as { headers?: Record<string, string> }).headers ?? {};
  return server.request(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...extra } });
}
