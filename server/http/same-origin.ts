import type { Context } from "hono";
import { HttpError } from "./context.ts";
import { viaHttps } from "./session.ts";

/** The origin (scheme, host and port) of an http or https URL, or null. */
const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
};

/**
 * This server's origin as the browser reached it: the request's host and port (its Host header),
 * and its scheme, which behind a trusted proxy (TRUST_PROXY) is the proxy's X-Forwarded-Proto
 * (viaHttps): a TLS proxy talks plain HTTP to the server, while the page is https.
 */
export function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return new URL(`${viaHttps(c) ? "https" : "http"}://${url.host}`).origin;
}

/**
 * Why a state-changing request may not be answered, or null when it comes from this site's own
 * pages. Browsers mark every request with Sec-Fetch-Site; only `same-origin` passes (a sibling
 * brand host is same-site but not same-origin). Older engines without it send Origin on POSTs and
 * Referer on same-origin fetches: either must name this origin, scheme, host and port alike (an
 * http page of this host is another origin than the https one). A request with neither is refused.
 * An Authorization header changes nothing: a browser behind an HTTP-auth proxy attaches its Basic
 * credentials to every request by itself, a foreign page's included. (The queue service's calls are
 * no browser's: their endpoints, declared auth "service", prove its bearer token instead.)
 */
export function foreignWriteReason(header: (name: string) => string | undefined, own: string): string | null {
  const site = header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" ? null : `a ${site} request cannot change data`;
  const origin = header("origin");
  if (origin !== undefined) return originOf(origin) === own ? null : "a request from another origin cannot change data";
  const referer = header("referer");
  if (referer !== undefined) return originOf(referer) === own ? null : "a request from another origin cannot change data";
  return "a request that changes data must come from this site (Sec-Fetch-Site, Origin or Referer)";
}

/** Refuses (403, before reading the body) a write whose request does not come from this site. */
export function refuseForeignWrite(c: Context): void {
  const reason = foreignWriteReason((name) => c.req.header(name), ownOrigin(c));
  if (reason) throw new HttpError(403, reason);
}
