import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Bodies smaller than this go as they are: gzip would save a few bytes for the work. */
const MIN_BYTES = 1024;
/** Level 4 packs JSON nearly as small as the default 6 at about half the CPU. */
const LEVEL = 4;
const COMPRESSIBLE = /^(application\/(json|javascript|xml|manifest\+json)|text\/|image\/svg\+xml)/i;
/** Static files (hashed, immutable) compressed once and kept: at most this many. */
const STATIC_CACHE_SIZE = 200;

/**
 * A JSON answer, gzipped here when the client takes gzip and it is worth it: compressing the
 * string before any Response exists spares reading the body back out of a web stream, which cost
 * more than the compression itself.
 */
export function jsonAnswer(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (text.length >= MIN_BYTES && /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) {
    headers["content-encoding"] = "gzip";
    headers.vary = "Accept-Encoding";
    return c.body(gzipSync(text, { level: LEVEL }) as Uint8Array<ArrayBuffer>, status, headers);
  }
  return c.body(text, status, headers);
}

/**
 * gzip for every answer that is worth it. hono's compress() streams each answer through a web
 * CompressionStream, which cost about 1 ms of CPU per tenant list and capped the server near 600
 * req/s; node's zlib at level 4 takes a few hundredths of a millisecond. API answers are
 * compressed by jsonAnswer, on the event loop (a few KB; never behind password hashing in the
 * thread pool); a static file is compressed once and remembered by path, ETag and size.
 */
export function compression(): MiddlewareHandler {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c, next) => {
    await next();
    const res = c.res;
    // API answers are compressed where they are made (jsonAnswer).
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/rest/")) return;
    if (!/\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) return;
    if (res.headers.has("content-encoding") || !res.body || c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
    if (!COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return;
    const key = `${c.req.path}|${res.headers.get("etag") ?? ""}|${res.headers.get("content-length") ?? ""}|${res.headers.get("last-modified") ?? ""}`;
    let packed = cache.get(key);
    if (!packed) {
      const raw = new Uint8Array(await res.arrayBuffer());
      if (raw.byteLength < MIN_BYTES) {
        c.res = new Response(raw, res);
        return;
      }
      // zlib's Buffer sits on a plain ArrayBuffer; the typings only say ArrayBufferLike.
      packed = gzipSync(raw, { level: LEVEL }) as Uint8Array<ArrayBuffer>;
      // Remembered only under a validator of its content (a static file's): an answer made per
      // request (a page picked by the visitor's cookie) may differ at the same path and length.
      if (res.status === 200 && (res.headers.has("etag") || res.headers.has("last-modified"))) {
        if (cache.size >= STATIC_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(key, packed);
      }
    }
    // hono copies the replaced answer's headers onto the new one (its Content-Length included):
    // set the encoding's own headers after the swap, or the client waits for bytes that never come.
    c.res = new Response(packed, res);
    c.res.headers.set("content-encoding", "gzip");
    c.res.headers.set("content-length", String(packed.byteLength));
    c.res.headers.append("vary", "Accept-Encoding");
  };
}
