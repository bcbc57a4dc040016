// The service worker's decisions, as pure functions (engine/offline/sw/worker.ts applies them;
// docs/decisions/0047). The worker is bundled on its own, beside the app: what it imports goes in it.
import { CUST_ID_PARAM } from "../../api/url.ts";
import { SAVED_AT_HEADER, savedAtOf } from "../offline-status.ts";

export { SAVED_AT_HEADER, savedAtOf };

/** What the build hands the worker (engine/offline/sw-plugin.ts). */
export interface WorkerConfig {
  /** The release: a hash of the precached files. A new one installs beside the old and waits. */
  version: string;
  /** Same-origin paths kept at install: the page, the scripts and styles of every screen. */
  precache: readonly string[];
  /** The page every navigation falls back to offline (a path of `precache`). */
  shellPage: string;
  /** Path patterns (regular expression sources) of the public reads kept for offline use. */
  reads: readonly string[];
}

/** Kept answers and images beyond these counts go, oldest first. */
export const MAX_READS = 300;
export const MAX_IMAGES = 120;

/** Files the install fetches at once: the release downloads in the background without a burst of 250 requests. */
export const PRECACHE_PARALLEL = 4;

/** How long a navigation or a kept read waits for the network before a kept copy is shown. */
export const NETWORK_WAIT_MS = 4_000;

/** A kept copy younger than this is not fetched again by a "keep" request of the page. */
export const KEEP_FRESH_MS = 6 * 60 * 60 * 1_000;

const SHELL_PREFIX = "shell-";

export const cacheNames = (version: string) => ({ shell: `${SHELL_PREFIX}${version}`, reads: "reads-1", images: "images-1" }) as const;

/** The caches an activating worker removes: every earlier release, and any name it does not use. */
export function obsoleteCaches(names: readonly string[], version: string): string[] {
  const keep = new Set<string>(Object.values(cacheNames(version)));
  return names.filter((n) => !keep.has(n));
}

/** How a request is handled: the shell page, a precached file, a kept read, an image, or not at all. */
export type RequestKind = "navigate" | "precached" | "read" | "image" | null;

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

const IMAGE_PATH = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** A catalogue path (/api/:mall/main.do) as the source of a pattern over a pathname. */
export function pathPattern(path: string): string {
  const parts = path.split(/(:[A-Za-z]\w*)/);
  return `^${parts.map((p) => (p.startsWith(":") ? "[^/]+" : p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("")}$`;
}

/** Compiles the config's patterns once. */
export function readMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const res = patterns.map((p) => new RegExp(p));
  return (pathname) => res.some((re) => re.test(pathname));
}

/**
 * The kind of a request. Only same-origin GETs are ever answered by the worker: a write, another
 * origin, a member's call or anything not listed goes to the network untouched.
 */
export function requestKind(req: RequestFacts, origin: string, precached: ReadonlySet<string>, isRead: (pathname: string) => boolean): RequestKind {
  if (req.method !== "GET") return null;
  const url = new URL(req.url);
  if (url.origin !== origin) return null;
  if (req.mode === "navigate") return "navigate";
  if (precached.has(url.pathname)) return "precached";
  if (isRead(url.pathname)) return "read";
  return req.destination === "image" || IMAGE_PATH.test(url.pathname) ? "image" : null;
}

/** The key a read is kept under: its URL without the member's id (a shared phone keeps no member id). */
export function keptKey(url: string): string {
  const u = new URL(url);
  u.searchParams.delete(CUST_ID_PARAM);
  u.hash = "";
  return u.href;
}

/** The keys to delete so that at most `max` remain (the oldest first: keys come in insertion order). */
export function excess<T>(keys: readonly T[], max: number): T[] {
  return keys.length > max ? keys.slice(0, keys.length - max) : [];
}

/** Whether a kept copy stored at `savedAt` is still fresh enough to skip a "keep" request's fetch. */
export const keptRecently = (savedAt: number | null, now: number): boolean => savedAt !== null && now - savedAt < KEEP_FRESH_MS;

/** Messages the page sends the worker. */
/** An answer the page's HTML brought (docs/decisions/0054): the page never called for it, so the worker never saw it. */
export interface BroughtAnswer {
  url: string;
  body: unknown;
}

export type PageMessage = { type: "keep"; urls: readonly string[] } | { type: "keepAnswers"; answers: readonly BroughtAnswer[] } | { type: "activate" };

/** A message from the page, checked (anything else is ignored). */
export function pageMessage(data: unknown): PageMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const m = data as { type?: unknown; urls?: unknown; answers?: unknown };
  if (m.type === "activate") return { type: "activate" };
  if (m.type === "keep" && Array.isArray(m.urls)) return { type: "keep", urls: m.urls.filter((u): u is string => typeof u === "string").slice(0, 80) };
  if (m.type === "keepAnswers" && Array.isArray(m.answers))
    return {
      type: "keepAnswers",
      answers: m.answers
        .filter((a): a is BroughtAnswer => typeof a === "object" && a !== null && typeof (a as { url?: unknown }).url === "string" && "body" in a)
        .slice(0, 8),
    };
  return null;
}
