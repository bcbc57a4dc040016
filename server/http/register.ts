import type { Context, Hono } from "hono";
import * as z from "zod/mini";
import "../../schemas/english-issues.ts";
import { SUCCESS } from "../../schemas/api/common.ts";
import type { Endpoint } from "../../schemas/api/endpoint.ts";
import { HashingBusy } from "../lib/hash-gate.ts";
import { kstDate } from "../lib/kst.ts";
import { HttpError, type RouteDef, type ServerDeps } from "./context.ts";
import { jsonAnswer } from "./compression.ts";
import { enforceLimits } from "./limits.ts";
import { refuseForeignWrite } from "./same-origin.ts";
import { requireServiceToken } from "./service-token.ts";
import { readSession } from "./session.ts";
import { totalChanges } from "../db/open.ts";
import { dataVersion, sendShared, sharedAnswersOf } from "./shared-answers.ts";

const CUST_FIELDS = ["custid", "custId", "cust_id"] as const;

/** The header a test sets one API request's clock with, where the server allows it (MALL_CLOCK_HEADER). */
export const CLOCK_HEADER = "x-mall-clock";
const clockValue = z.iso.datetime({ offset: true });

/**
 * The request's time in epoch ms: deps.now, or the X-Mall-Clock header's moment when the settings
 * allow it (tests: a stamp card on the fifth of the month whatever day the suite runs). Sessions and
 * handlers see it; rate limits keep the real clock.
 */
function requestNow(c: Context, deps: ServerDeps): number {
  const header = deps.settings.clockHeader ? c.req.header(CLOCK_HEADER) : undefined;
  if (header === undefined) return deps.now().getTime();
  if (!clockValue.safeParse(header).success)
    throw new HttpError(400, `${CLOCK_HEADER} must be an ISO date-time with seconds and a zone, such as 2026-11-20T12:00:00+09:00`);
  return Date.parse(header);
}

function issues(error: z.core.$ZodError, where: string) {
  return error.issues.map((i) => ({ field: [where, ...i.path.map(String)].filter(Boolean).join("."), message: i.message }));
}

/**
 * Reads query (GET) or body (POST: JSON, form-encoded or multipart) fields as a plain object. A body
 * that cannot be decoded is the client's error, answered 400 with what is wrong and never a 500: bad
 * JSON, a broken multipart body, a malformed percent-escape, bytes or a declared charset that are not
 * UTF-8, a compressed body. Text must be well-formed Unicode without NUL, so a stored text comes back
 * exactly as sent (SQLite would replace a lone surrogate, and NUL cuts strings short in C tools).
 */
async function readFields(c: Context, ep: Endpoint): Promise<Record<string, unknown>> {
  function bad(message: string): never {
    throw new HttpError(400, message);
  }
  const utf8 = (bytes: Uint8Array, what: string) => {
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return bad(`${what} is not valid UTF-8`);
    }
  };
  // Repeated names become arrays, as the client sends lists; entries, not assignment, so that a
  // field named __proto__ stays a field.
  const entries: [string, unknown][] = [];
  for (const [k, v] of Object.entries(c.req.queries())) entries.push([k, v.length > 1 ? v : v[0]]);
  const bodyFields = new Map<string, unknown[]>();
  const add = (k: string, v: unknown) => {
    const list = bodyFields.get(k);
    if (list) list.push(v);
    else bodyFields.set(k, [v]);
  };

  if (ep.method === "POST") {
    const header = c.req.header("content-type") ?? "";
    const [mediaType = "", ...params] = header.split(";");
    const type = mediaType.trim().toLowerCase();
    const param = (name: string) =>
      params
        .map((p) => p.split("="))
        .find(([k]) => k!.trim().toLowerCase() === name)
        ?.slice(1)
        .join("=")
        .trim()
        .replace(/^"(.*)"$/, "$1");
    const encoding = c.req.header("content-encoding")?.trim().toLowerCase();
    if (encoding && encoding !== "identity") bad(`compressed request bodies are not accepted (content-encoding ${encoding})`);
    const charset = param("charset")?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") bad(`the body must be UTF-8, not charset ${charset}`);
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      return bad("the request body could not be read");
    }

    if (ep.encoding === "json") {
      if (type !== "application/json") bad("expected a JSON body (content-type application/json)");
      let body: unknown;
      try {
        body = JSON.parse(utf8(bytes, "the body"));
      } catch (e) {
        if (e instanceof HttpError) throw e;
        bad("the body is not valid JSON");
      }
      if (body === null || typeof body !== "object" || Array.isArray(body)) bad("the JSON body must be an object");
      for (const [k, v] of Object.entries(body as object)) add(k, v);
    } else if (type === "application/x-www-form-urlencoded") {
      const decode = (s: string) => {
        try {
          return decodeURIComponent(s.replaceAll("+", " "));
        } catch {
          return bad("the form body has a malformed percent-escape, or one that is not UTF-8");
        }
      };
      for (const pair of utf8(bytes, "the form body").split("&")) {
        if (pair === "") continue;
        const eq = pair.indexOf("=");
        add(decode(eq < 0 ? pair : pair.slice(0, eq)), eq < 0 ? "" : decode(pair.slice(eq + 1)));
      }
    } else if (type === "multipart/form-data") {
      if (!param("boundary")) bad("the multipart body has no boundary (content-type multipart/form-data; boundary=…)");
      let form: FormData;
      try {
        form = await new Response(bytes, { headers: { "content-type": header.replace(/^[^;]*/, type) } }).formData();
      } catch {
        return bad("the multipart body is malformed: every part needs the boundary, a form-data name, and the body must end with the closing boundary");
      }
      const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (const [k, v] of form) {
        // A text part that is not UTF-8 is decoded with U+FFFD in place of the bad bytes; its
        // decoded text then appears nowhere in the body as sent.
        if (typeof v === "string" && v.includes("\uFFFD") && !raw.includes(Buffer.from(v, "utf8"))) bad(`the multipart field ${k} is not valid UTF-8`);
        add(k, v);
      }
    } else if (type !== "" || bytes.length > 0) {
      bad("expected a form body (application/x-www-form-urlencoded or multipart/form-data)");
    }
  }
  for (const [k, vs] of bodyFields) entries.push([k, vs.length > 1 ? vs : vs[0]]);

  // Every string at any depth (a JSON body nests) and every file name, walked without recursion: a
  // body may nest deeply.
  const pending: [string, unknown][] = [...entries];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [field, v] = item;
    const text = typeof v === "string" ? v : v instanceof File ? v.name : null;
    if (text !== null) {
      if (text.includes("\0")) throw new HttpError(400, "invalid request", [{ field, message: "must not contain a NUL character (U+0000)" }]);
      if (/\p{Cs}/u.test(text)) throw new HttpError(400, "invalid request", [{ field, message: "is not well-formed Unicode (a lone surrogate)" }]);
    } else if (v !== null && typeof v === "object" && !(v instanceof Blob)) for (const x of Object.values(v)) pending.push([field, x]);
  }
  return Object.fromEntries(entries);
}

/**
 * The client's address for limits and logs: the socket's peer, or behind a trusted proxy
 * (TRUST_PROXY) the last address of X-Forwarded-For, the one that proxy added (earlier entries are
 * whatever the client chose to send).
 */
function clientIp(c: Context): string {
  if (c.get("trustProxy") === true) {
    const last = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
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

/** Mounts one route: the service token of service calls (401), the same-origin check of writes (403), validation (400), mall check (404), auth (401/403), the endpoint's limits (429), the handler, the response check. */
export function registerRoute(app: Hono, def: RouteDef, deps: ServerDeps): void {
  const ep = def.endpoint;
  const { honoPath, affixes } = toHonoPath(ep.path);
  const shared = def.shared ? sharedAnswersOf(deps) : null;
  const handle = async (c: Context) => {
    try {
      // Before anything is read or written: a service call proves the service's bearer token; a
      // browser's write answers only this site's own pages.
      if (ep.auth === "service") requireServiceToken(c, deps.settings.queueToken);
      else if (ep.writes) refuseForeignWrite(c);
      // A public read answered before for this URL, day and data: the same answer (its URL passed
      // validation then, and the mall check, which depend on the URL alone).
      const now = requestNow(c, deps);
      let sharedKey = "";
      if (shared) {
        const url = c.req.url;
        sharedKey = `${url.slice(url.indexOf("/", url.indexOf("//") + 2))}|${kstDate(now)}|${dataVersion(deps.db)}`;
        const hit = shared.get(sharedKey);
        if (hit) return sendShared(c, shared, sharedKey, hit);
      }
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
      // A shared answer is the same for every caller: its handler never sees a session.
      const session = shared ? null : readSession(c, deps.db, now);
      if (ep.auth === "member") {
        if (!session) throw new HttpError(401, "login required");
        for (const f of CUST_FIELDS) {
          const v = raw[f];
          if (typeof v === "string" && v !== "" && v !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
        }
        const pathCust = (params.data as Record<string, string | undefined>).custId ?? (params.data as Record<string, string | undefined>).custid;
        if (pathCust !== undefined && pathCust !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
      }
      const ip = clientIp(c);
      const succeeded = enforceLimits(ep, c, deps, input.data as Record<string, unknown>, ip, session, mall?.path ?? null);
      const changesBefore = deps.durable ? totalChanges(deps.db) : 0;
      const out = await def.handler({ params: params.data, input: input.data, mall, session, now, deps, c, ip });
      succeeded();
      // A request that wrote is answered once its write is on disk (group commit). Counting every
      // change on the connection, another request's write in between makes this one wait too: never
      // an answer before its own write is flushed.
      if (deps.durable && totalChanges(deps.db) !== changesBefore) await deps.durable();
      if (out instanceof Response) return out;
      if (deps.checkResponses) {
        const checked = ep.response.safeParse(out);
        if (!checked.success) {
          console.error(`response of ${ep.id} does not match its schema`, checked.error.issues.slice(0, 5));
          return c.json({ message: "response does not match the contract" }, 500);
        }
      }
      if (shared) return sendShared(c, shared, sharedKey, shared.put(sharedKey, JSON.stringify(out)));
      return jsonAnswer(c, out);
    } catch (e) {
      if (e instanceof HttpError) return jsonAnswer(c, { message: e.message, ...(e.errors ? { errors: e.errors } : {}) }, e.status);
      // Password hashing past its bounds (server/lib/hash-gate.ts): refused at once, with the wait.
      if (e instanceof HashingBusy) {
        c.header("Retry-After", String(e.retryAfterSec));
        return jsonAnswer(c, { message: e.message }, e.status);
      }
      throw e;
    }
  };
  if (ep.method === "GET") app.get(honoPath, handle);
  else app.post(honoPath, handle);
}

/** The success envelope: every body a handler returns spreads this in. */
export const ok = { message: SUCCESS } as const;
