import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { secureHeaders } from "hono/secure-headers";
import { CLUB_IMAGE_MAX_BYTES } from "../schemas/api/programs-club-rental.ts";
import {
  cspWithInlineCode,
  LOCALE_COOKIE,
  pickAnswered,
  pickPrerendered,
  PRERENDERED_DIR,
  PRERENDERED_INDEX,
  PRERENDERER_DIR,
  type PrerenderedIndex,
} from "../schemas/prerendered-pages.ts";
import { answeredPages } from "./http/answered-pages.ts";
import { readSession } from "./http/session.ts";
import type { ServerDeps, ServerDomain } from "./http/context.ts";
import { compression } from "./http/compression.ts";
import { registerRoute } from "./http/register.ts";

/**
 * Refuses a request body over `maxSize` bytes with `tooLarge`. A body whose length is declared (no
 * transfer coding: HTTP then frames it at exactly that length) is judged by its header alone, so the
 * handler reads it straight from the socket; looking at it through Hono's bodyLimit would build the
 * full web Request with its stream and signal, a fifth of a small write's CPU. A chunked body (or an
 * HTTP/2 one without a length) is counted as it arrives, by Hono's bodyLimit; an HTTP/1.1 request
 * with neither header has no body.
 */
export function limitBody(maxSize: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    const declared = c.req.header("content-length");
    if (c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    if (declared !== undefined) return Number(declared) > maxSize ? Promise.resolve(tooLarge(c)) : next();
    // HTTP/1.1 without either header: no body at all.
    const incoming = (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming;
    return incoming?.httpVersionMajor === 1 ? next() : counted(c, next);
  };
}

export interface AppOptions {
  /** Built app to serve with history fallback (dist/); omitted: API only. */
  staticDir?: string;
  /**
   * Serve the build's source maps (*.map), which carry the whole client source, and its chunk graph
   * (.vite/manifest.json, which the bundle budget reads): outside production only. Off (the
   * default), they stay in the build as artefacts and answer 404.
   */
  sourceMaps?: boolean;
  /**
   * TEST_STATIC_DIR (tests only, refused in production by the settings): a folder served under
   * /__test/, where the e2e tests load their accessibility audit from the app's own origin.
   */
  testStaticDir?: string;
  /** TRUST_PROXY: believe the X-Forwarded-Proto of the proxy in front (the session cookie is Secure behind HTTPS). */
  trustProxy?: boolean;
  /** The load shedding of the API (server/http/overload.ts; main.ts passes one on its event loop's lag). */
  overload?: MiddlewareHandler;
}

/** The club image upload (club/upimg.do), whose body is a file of up to CLUB_IMAGE_MAX_BYTES. */
const CLUB_UPLOAD_PATH = /^\/api\/[^/]+\/club\/upimg\.do$/;

/** The Content-Security-Policy the built app satisfies (no inline scripts, no third parties). */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

const safeDecodeUri = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Sets a header of the answer already made, on its own headers: c.header would first copy a
 * finished answer into a full web Response with a body stream (a fifth of a kept read's CPU). A
 * copy is made only where the headers are immutable (an answer fetched from elsewhere).
 */
function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** The reference server: every domain's routes under /api and /rest, then the app with history fallback. */
export function createApp(deps: ServerDeps, domains: readonly ServerDomain[], options: AppOptions = {}): Hono {
  const app = new Hono();
  if (options.trustProxy)
    app.use(async (c, next) => {
      c.set("trustProxy", true);
      await next();
    });
  app.use(compression());
  app.use(
    secureHeaders({
      contentSecurityPolicy: undefined,
      xFrameOptions: "SAMEORIGIN",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      // No Cross-Origin-Opener-Policy (docs/decisions/0056): "same-origin" made every arrival from
      // another page (a search result, a link in a message) a browsing-context-group switch, which
      // starts the page in a fresh renderer process; its start-up then ran on the page's main
      // thread after the first paint (Lighthouse: the gate's blocking time 495 → 55 ms with no
      // script at all, 523 → 211 ms with the app). What it guarded (a cross-origin window that
      // opened this one keeping a handle on it) is covered by the frame and CSP rules and by
      // external links opening with noopener.
      crossOriginOpenerPolicy: false,
    }),
  );
  app.use(async (c, next) => {
    await next();
    // A prerendered page's answer carries its own, which allows its inline code by hash.
    if (!c.res.headers.has("Content-Security-Policy")) setAnswerHeader(c, "Content-Security-Policy", CSP);
  });
  // The club's staff card may be 1 MiB itself: its multipart body gets room for the part's headers,
  // and a larger one is refused with the image's own rule (a bit over 1 MiB: the endpoint's 400).
  const apiBodyLimit = limitBody(1024 * 1024, (c) => c.json({ message: "request body too large" }, 413));
  const uploadBodyLimit = limitBody(CLUB_IMAGE_MAX_BYTES + 64 * 1024, (c) => c.json({ message: "the image must be at most 1 MB (PNG or JPEG)" }, 413));
  if (options.overload) {
    app.use("/api/*", options.overload);
    app.use("/rest/*", options.overload);
  }
  // A GET or HEAD body is never read (fields come from the query): the limit is not checked for
  // them, since looking at the body builds the full web Request, about a fifth of a cached read's CPU.
  const reads = (c: Context) => c.req.method === "GET" || c.req.method === "HEAD";
  app.use("/api/*", (c, next) => (reads(c) ? next() : (CLUB_UPLOAD_PATH.test(c.req.path) ? uploadBodyLimit : apiBodyLimit)(c, next)));
  const restBodyLimit = limitBody(1024 * 1024, (c) => c.json({ message: "request body too large" }, 413));
  app.use("/rest/*", (c, next) => (reads(c) ? next() : restBodyLimit(c, next)));
  // Nothing of the API is stored by a browser or proxy, but a shared answer's own "no-cache" (kept,
  // revalidated with its ETag each time: server/http/shared-answers.ts).
  const noStore = async (c: Context, next: Next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) setAnswerHeader(c, "Cache-Control", "no-store");
  };
  app.use("/api/*", noStore);
  app.use("/rest/*", noStore);

  // In-process calls to this server's own routes (the waiting proxy's default queue service).
  const selfFetch = async (request: Request) => app.fetch(request);
  deps.selfFetch = selfFetch;
  for (const d of domains) for (const r of d.routes) registerRoute(app, r, deps);
  app.all("/api/*", (c) => c.json({ message: "no such endpoint" }, 404));
  app.all("/rest/*", (c) => c.json({ message: "no such endpoint" }, 404));

  if (options.testStaticDir) {
    app.use("/__test/*", async (c, next) => {
      await next();
      // Cached for the run: a tab loads the audit from its HTTP cache after the first time.
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=3600");
    });
    app.use("/__test/*", serveStatic({ root: options.testStaticDir, rewriteRequestPath: (path) => path.slice("/__test".length) }));
    app.get("/__test/*", (c) => c.text("not found", 404));
  }

  if (options.staticDir) {
    const root = resolve(options.staticDir);
    const indexFile = join(root, "index.html");
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // The service worker's script is checked at every visit: a release reaches the phones at once.
    app.use("/sw.js", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "no-cache");
    });
    // The build's renderer is the server's code, never served (decoded: an escaped slash is refused too).
    app.get("*", async (c, next) => {
      if (safeDecodeUri(c.req.path).toLowerCase().startsWith(`/${PRERENDERER_DIR}/`)) return c.text("not found", 404);
      await next();
    });
    if (!options.sourceMaps)
      app.get("*", async (c, next) => {
        // Decoded, so an escaped dot (%2Emap) is refused as well.
        const path = safeDecodeUri(c.req.path);
        if (/\.map$/i.test(path) || /^\/\.vite(\/|$)/i.test(path)) return c.text("not found", 404);
        await next();
      });
    // The build's HTML of a first page (the gate, a mall's home) or of a mall's other routes (its
    // header over a skeleton): docs/decisions/0048. In the visitor's chosen language when the page
    // has it; the answer varies with that cookie.
    const prerenderedIndex = join(root, PRERENDERED_DIR, PRERENDERED_INDEX);
    // The index is read again only when the build writes a new one, not on every navigation.
    let kept: { mtimeMs: number; index: PrerenderedIndex } | null = null;
    const prerendered = (): PrerenderedIndex | null => {
      const stat = statSync(prerenderedIndex, { throwIfNoEntry: false });
      if (!stat) return null;
      if (kept?.mtimeMs !== stat.mtimeMs) kept = { mtimeMs: stat.mtimeMs, index: JSON.parse(readFileSync(prerenderedIndex, "utf8")) as PrerenderedIndex };
      return kept.index;
    };
    // A home is rendered again with its first calls' answers, asked of this server as a guest
    // (docs/decisions/0054): its banners come with its HTML.
    const answered = answeredPages({ root, selfFetch: (url) => selfFetch(new Request(new URL(url, "http://self.invalid"))) });
    app.get("*", async (c, next) => {
      const index = prerendered();
      if (!index) return next();
      const hasQuery = new URL(c.req.url).search !== "";
      const locale = getCookie(c, LOCALE_COOKIE);
      // A member route's own HTML (its page as its member sees it during the session check, its
      // screens' code preloaded) only to a live session: a guest, or a session that has ended, gets
      // the mall's shell, then the login prompt, and is not sent the member's code.
      const session = readSession(c, deps.db, deps.now().getTime());
      const file = pickPrerendered(index, c.req.path, hasQuery, locale, session !== null);
      const stat = file === null ? undefined : statSync(join(root, file), { throwIfNoEntry: false });
      if (file === null || !stat) return next();
      const text = readFileSync(join(root, file), "utf8");
      const page = pickAnswered(index, c.req.path, hasQuery, locale);
      const withAnswers = page ? await answered(text, page.path, page.locale, page.styles) : null;
      // Which file, which build of it and which answers: the compression's cache tells them apart by it.
      const answers = withAnswers ? `-${withAnswers.tag}` : "";
      c.header("ETag", `W/"${file.replace(/[^\w.~-]/g, "_")}-${stat.size}-${Math.round(stat.mtimeMs)}${answers}"`);
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Cookie");
      const inline = withAnswers
        ? {
            ...index.inline,
            styles: [...new Set([...index.inline.styles, ...withAnswers.styles])],
            styleAttributes: [...new Set([...index.inline.styleAttributes, ...withAnswers.styleAttributes])],
          }
        : index.inline;
      c.header("Content-Security-Policy", cspWithInlineCode(CSP, inline));
      return c.html(withAnswers?.html ?? text);
    });
    app.use("/*", serveStatic({ root: options.staticDir }));
    // History fallback: every other GET is a client route.
    app.get("*", (c) => {
      if (!existsSync(indexFile)) return c.text("the app is not built: run npm run build", 503);
      c.header("Cache-Control", "no-cache");
      return c.html(readFileSync(indexFile, "utf8"));
    });
  }
  app.onError((err, c) => {
    console.error(err);
    return c.json({ message: "An error has occurred. Please try again later." }, 500);
  });
  return app;
}
