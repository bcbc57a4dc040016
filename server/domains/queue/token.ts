import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { QUEUE_DEV_TOKEN } from "../../../schemas/api/queue.ts";
import { HttpError } from "../../http/context.ts";

/** The bearer token the queue service accepts: env QUEUE_TOKEN, or the documented development value. */
export const queueToken = () => process.env.QUEUE_TOKEN || QUEUE_DEV_TOKEN;

/** Refuses (401, with a WWW-Authenticate challenge) a request without the right bearer token. */
export function requireQueueToken(c: Context): void {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
  const got = Buffer.from(m?.[1] ?? "");
  const want = Buffer.from(queueToken());
  if (!m || got.length !== want.length || !timingSafeEqual(got, want)) {
    c.header("WWW-Authenticate", 'Bearer realm="queue"');
    throw new HttpError(401, "a valid bearer token is required");
  }
}
