import type { z } from "zod";
import { fillPath } from "../../../schemas/api/endpoint.ts";
import type { RouteDef } from "../../http/context.ts";
import type { createTestServer } from "../../testing.ts";

type Server = ReturnType<typeof createTestServer>;

const encode = (fields: Record<string, unknown>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined && x !== null) out.append(k, String(x));
  return out;
};

/** Sends a request to an endpoint of a route (GET: query; POST: form or JSON body). */
export async function call(s: Server, def: Pick<RouteDef, "endpoint">, params: Record<string, string>, input: Record<string, unknown> = {}): Promise<Response> {
  const ep = def.endpoint;
  const path = fillPath(ep.path, params);
  if (ep.method === "GET") {
    const qs = encode(input).toString();
    return s.request(qs ? `${path}?${qs}` : path);
  }
  if (ep.encoding === "json") return s.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  return s.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: encode(input).toString() });
}

/** Sends a route's own example request and decodes the answer with the endpoint's response schema. */
export async function callExample(s: Server, def: RouteDef): Promise<{ status: number; body: unknown; decoded: z.ZodSafeParseResult<unknown> }> {
  const ex = def.example({ db: s.deps.db, memberCustId: "M0000001" });
  const res = await call(s, def, ex.params, ex.input);
  const body = await res.json();
  return { status: res.status, body, decoded: def.endpoint.response.safeParse(body) };
}

/** Decodes a JSON answer with a schema, failing the test with the issues when it does not match. */
export async function decode<T extends z.ZodType>(res: Response, schema: T): Promise<z.output<T>> {
  const body = await res.json();
  const r = schema.safeParse(body);
  if (!r.success) throw new Error(`answer does not match: ${JSON.stringify(r.error.issues.slice(0, 3))} in ${JSON.stringify(body).slice(0, 300)}`);
  return r.data;
}
