import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { HttpError } from "./context.ts";

/**
 * Refuses (401, with a WWW-Authenticate challenge) a call to a service endpoint (auth "service": the
 * queue service) without the right bearer token (settings.queueToken). registerRoute checks it
 * before anything is read, in place of the browser's same-origin check: no browser sends the token
 * by itself.
 */
export function requireServiceToken(c: Context, token: string): void {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
  const got = Buffer.from(m?.[1] ?? "");
  const want = Buffer.from(token);
  if (!m || got.length !== want.length || !timingSafeEqual(got, want)) {
    c.header("WWW-Authenticate", 'Bearer realm="queue"');
    throw new HttpError(401, "a valid bearer token is required");
  }
}
