import type { Context, Hono } from "hono";
import type * as z from "zod/mini";
import "../../schemas/english-issues.ts";
import { SUCCESS } from "../../schemas/api/common.ts";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { HttpError, type RouteDef, type ServerDeps } from "./context.ts";
import { readSession } from "./session.ts";

const CUST_FIELDS = ["custid", "custId", "cust_id"] as const;

function issues(error: z.core.$ZodError, where: string) {
  return error.issues.map((i) => ({ field: [where, ...i.path.map(String)].filter(Boolean).join("."), message: i.message }));
}

/** Reads query (GET) or body (POST; form or JSON) fields as a plain object. */
async function readFields(c: Context, ep: Endpoint): Promise<Record<string, unknown>> {
  const query = c.req.queries();
  const fromQuery: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) fromQuery[k] = v.length > 1 ? v : v[0];
  if (ep.method === "GET") return fromQuery;
  const type = c.req.header("content-type") ?? "";
  if (ep.encoding === "json") {
    if (!type.includes("application/json")) throw new HttpError(400, "expected a JSON body (content-type application/json)");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new HttpError(400, "the body is not valid JSON");
    }
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, "the JSON body must be an object");
    return { ...fromQuery, ...(body as Record<string, unknown>) };
  }
  if (type && !type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data"))
    throw new HttpError(400, "expected a form-encoded body (application/x-www-form-urlencoded)");
  const form = type ? await c.req.parseBody({ all: true }) : {};
  return { ...fromQuery, ...(form as Record<string, unknown>) };
}

function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "local";
}

/**
 * Hono matches a param only as a whole path segment, but spec paths put literal text around some
 * (`:custid.do`, `stampEvent:eventMon.do`). Such a segment is mounted as a regex param, and the
 * literal text is cut off again before validation, so handlers, the custid check and fillPath all
 * see the bare value.
 */
export function toHonoPath(path: string): { honoPath: string; affixes: Map<string, readonly [string, string]> } {
  const affixes = new Map<string, readonly [string, string]>();
  const esc = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  const honoPath = path
    .split("/")
    .map((seg) => {
      const m = /^([^:{}]*):([A-Za-z][A-Za-z0-9]*)([^:{}]*)$/.exec(seg);
      if (!m || (m[1] === "" && m[3] === "")) return seg;
      affixes.set(m[2]!, [m[1]!, m[3]!]);
      return `:${m[2]}{${esc(m[1]!)}[^/]+${esc(m[3]!)}}`;
    })
    .join("/");
  return { honoPath, affixes };
}

/** Mounts one route: validation (400), mall check (404), auth (401/403), the handler, the response check. */
export function registerRoute(app: Hono, def: RouteDef, deps: ServerDeps): void {
  const ep = def.endpoint;
  const { honoPath, affixes } = toHonoPath(ep.path);
  const handle = async (c: Context) => {
    try {
      const rawParams: Record<string, string> = { ...c.req.param() };
      for (const [k, [pre, post]] of affixes) {
        const v = rawParams[k];
        if (v !== undefined) rawParams[k] = v.slice(pre.length, v.length - post.length);
      }
      const params = ep.params.safeParse(rawParams);
      if (!params.success) throw new HttpError(400, "invalid path", issues(params.error, "path"));
      const mallPath = (params.data as { mall?: string }).mall;
      const mall = mallPath === undefined ? null : (deps.malls.get(mallPath.toLowerCase()) ?? null);
      if (mallPath !== undefined && !mall) throw new HttpError(404, "Mall not supported");
      const raw = await readFields(c, ep);
      const input = ep.input.safeParse(raw);
      if (!input.success) throw new HttpError(400, "invalid request", issues(input.error, ""));
      const session = readSession(c, deps.db, deps.now().getTime());
      if (ep.auth === "member") {
        if (!session) throw new HttpError(401, "login required");
        for (const f of CUST_FIELDS) {
          const v = raw[f];
          if (typeof v === "string" && v !== "" && v !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
        }
        const pathCust = (params.data as Record<string, string | undefined>).custId ?? (params.data as Record<string, string | undefined>).custid;
        if (pathCust !== undefined && pathCust !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
      }
      const out = await def.handler({ params: params.data, input: input.data, mall, session, deps, c, ip: clientIp(c) });
      if (out instanceof Response) return out;
      if (deps.checkResponses) {
        const checked = ep.response.safeParse(out);
        if (!checked.success) {
          console.error(`response of ${ep.id} does not match its schema`, checked.error.issues.slice(0, 5));
          return c.json({ message: "response does not match the contract" }, 500);
        }
      }
      return c.json(out as object);
    } catch (e) {
      if (e instanceof HttpError) return c.json({ message: e.message, ...(e.errors ? { errors: e.errors } : {}) }, e.status);
      throw e;
    }
  };
  if (ep.method === "GET") app.get(honoPath, handle);
  else app.post(honoPath, handle);
}

/** The success envelope: every body a handler returns spreads this in. */
export const ok = { message: SUCCESS } as const;
