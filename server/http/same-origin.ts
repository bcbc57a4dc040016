import type { Context } from "hono";
import { HttpError } from "./context.ts";

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Why a state-changing request may not be answered, or null when it comes from this site's own
 * pages. Browsers mark every request with Sec-Fetch-Site; only `same-origin` passes (a sibling
 * brand host is same-site but not same-origin). Older engines without it send Origin on POSTs and
 * Referer on same-origin fetches: either must name this host. A request with neither is refused.
 * A request with an Authorization header (the queue service's bearer token) is not a browser's
 * ambient credential: a foreign page cannot add that header without a CORS preflight, which this
 * server never grants.
 */
export function foreignWriteReason(header: (name: string) => string | undefined, requestUrl: string): string | null {
  if (header("authorization")) return null;
  const site = header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" ? null : `a ${site} request cannot change data`;
  const own = hostOf(requestUrl);
  const origin = header("origin");
  if (origin !== undefined) return origin !== "null" && hostOf(origin) === own ? null : "a request from another origin cannot change data";
  const referer = header("referer");
  if (referer !== undefined) return hostOf(referer) === own ? null : "a request from another origin cannot change data";
  return "a request that changes data must come from this site (Sec-Fetch-Site, Origin or Referer)";
}

/** Refuses (403, before reading the body) a write whose request does not come from this site. */
export function refuseForeignWrite(c: Context): void {
  const reason = foreignWriteReason((name) => c.req.header(name), c.req.url);
  if (reason) throw new HttpError(403, reason);
}
