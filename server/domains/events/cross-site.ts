import type { Context } from "hono";
import { HttpError } from "../../http/context.ts";

/**
 * The spec makes some writes GET calls (eventAply.do, roulette.do, postStamp/{custid}.do). A session
 * cookie (SameSite=Lax) travels with a top-level GET from another site, so such a call is refused
 * when the browser marks it cross-site.
 */
export function refuseCrossSite(c: Context): void {
  if (c.req.header("sec-fetch-site") === "cross-site") throw new HttpError(403, "cross-site requests cannot change data");
}
