// The app's service worker (docs/decisions/0047), bundled by engine/offline/sw-plugin.ts into
// /sw.js with the build's config. It answers only same-origin GETs, and only these:
//   navigations   the network first (navigation preload), else the precached page (offline, or
//                 no answer within NETWORK_WAIT_MS): every route then renders its own offline state;
//   precached     the build's scripts and styles, from the release's cache;
//   kept reads    the public reads listed in engine/offline/offline-reads.ts (never a member's
//                 data): the network first, each answer kept; the kept copy, marked with the time it
//                 was saved, when the network fails or is slow;
//   images        the same, for same-origin images (floor maps, banners already seen).
// A new release installs beside the running one and waits until the page accepts it.
import {
  cacheNames,
  excess,
  keptKey,
  keptRecently,
  MAX_IMAGES,
  MAX_READS,
  NETWORK_WAIT_MS,
  obsoleteCaches,
  PRECACHE_PARALLEL,
  pageMessage,
  readMatcher,
  requestKind,
  SAVED_AT_HEADER,
  savedAtOf,
  type BroughtAnswer,
  type WorkerConfig,
} from "./rules.ts";

declare const WORKER_CONFIG: WorkerConfig;

// The worker's own types (the DOM library has no service worker scope; the webworker library
// would clash with it in the one program that type-checks the app).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (e: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (e: MessageEvent) => void): void;
}

const sw = self as unknown as WorkerScope;
const config = WORKER_CONFIG;
const names = cacheNames(config.version);
const precached = new Set(config.precache);
const isRead = readMatcher(config.reads);
const origin = sw.location.origin;

sw.addEventListener("install", (e) => e.waitUntil(precache()));

/** Downloads the release's files, PRECACHE_PARALLEL at a time; any failure fails the install (the running release stays). */
async function precache(): Promise<void> {
  const cache = await caches.open(names.shell);
  const queue = [...config.precache];
  const downloader = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      // Hashed files may come from the HTTP cache; the page itself is asked for again.
      const answer = await fetch(new Request(path, { cache: path.startsWith("/assets/") ? "default" : "reload" }));
      if (!answer.ok) throw new Error(`precache ${path}: ${answer.status}`);
      await cache.put(path, answer);
    }
  };
  await Promise.all(Array.from({ length: PRECACHE_PARALLEL }, downloader));
}

sw.addEventListener("activate", (e) => {
  e.waitUntil(
    (async () => {
      for (const name of obsoleteCaches(await caches.keys(), config.version)) await caches.delete(name);
      await sw.registration.navigationPreload?.enable().catch(() => undefined);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (e) => {
  const { request } = e;
  const kind = requestKind(request, origin, precached, isRead);
  if (kind === "navigate") e.respondWith(navigate(e));
  else if (kind === "precached") e.respondWith(fromShell(request));
  else if (kind === "read") e.respondWith(networkFirst(e, names.reads, MAX_READS));
  else if (kind === "image") e.respondWith(networkFirst(e, names.images, MAX_IMAGES));
});

sw.addEventListener("message", (e) => {
  const message = pageMessage(e.data);
  if (message?.type === "activate") e.waitUntil(sw.skipWaiting());
  else if (message?.type === "keep") e.waitUntil(keep(message.urls));
  else if (message?.type === "keepAnswers") e.waitUntil(keepAnswers(message.answers));
});

/** Resolves with the network's answer, or rejects when it fails or takes longer than the wait. */
function withinWait(network: Promise<Response>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("slow network")), NETWORK_WAIT_MS);
    network.then(
      (r) => {
        clearTimeout(timer);
        resolve(r);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

async function navigate(e: FetchEvent): Promise<Response> {
  const network = e.preloadResponse.then((preloaded) => preloaded ?? fetch(e.request));
  e.waitUntil(network.catch(() => undefined));
  const kept = caches.match(config.shellPage, { cacheName: names.shell });
  try {
    return await withinWait(network);
  } catch {
    return (await kept) ?? network;
  }
}

async function fromShell(request: Request): Promise<Response> {
  return (await caches.match(new URL(request.url).pathname, { cacheName: names.shell })) ?? fetch(request);
}

/** Stores a copy of an answer under key, marked with the time, and drops the oldest beyond max. */
async function store(cacheName: string, key: string, answer: Response, max: number): Promise<void> {
  const headers = new Headers(answer.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  // Matched by URL alone: the request that stored it had other headers than the one asking.
  headers.delete("vary");
  const body = await answer.blob();
  const cache = await caches.open(cacheName);
  // Deleted first, so the refreshed copy counts as the newest for the bound.
  await cache.delete(key);
  await cache.put(key, new Response(body, { status: answer.status, statusText: answer.statusText, headers }));
  for (const old of excess(await cache.keys(), max)) await cache.delete(old);
}

async function networkFirst(e: FetchEvent, cacheName: string, max: number): Promise<Response> {
  const key = keptKey(e.request.url);
  const network = fetch(e.request).then((answer) => {
    // Only whole same-origin answers: never an opaque or partial one, nor an error page.
    if (answer.ok && answer.status === 200 && answer.type === "basic") e.waitUntil(store(cacheName, key, answer.clone(), max).catch(() => undefined));
    return answer;
  });
  const kept = await caches.match(key, { cacheName });
  if (!kept) return network;
  e.waitUntil(network.catch(() => undefined));
  try {
    return await withinWait(network);
  } catch {
    return kept;
  }
}

/**
 * Keeps the answers a page's HTML brought (its first calls, made by the server for it), as the
 * answers of those reads would have been kept: only the public reads the worker keeps.
 */
async function keepAnswers(answers: readonly BroughtAnswer[]): Promise<void> {
  for (const { url: raw, body } of answers) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (requestKind({ url: url.href, method: "GET", mode: "cors", destination: "" }, origin, precached, isRead) !== "read") continue;
    const answer = new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    await store(names.reads, keptKey(url.href), answer, MAX_READS).catch(() => undefined);
  }
}

/** Fetches and keeps what the page asks for (reads made before the worker ran, floor maps), unless kept recently. */
async function keep(urls: readonly string[]): Promise<void> {
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    const kind = requestKind({ url: url.href, method: "GET", mode: "cors", destination: "" }, origin, precached, isRead);
    if (kind !== "read" && kind !== "image") continue;
    const cacheName = kind === "read" ? names.reads : names.images;
    const key = keptKey(url.href);
    const old = await caches.match(key, { cacheName });
    if (keptRecently(savedAtOf(old?.headers.get(SAVED_AT_HEADER) ?? null), Date.now())) continue;
    try {
      const answer = await fetch(url.href, { credentials: "same-origin", headers: kind === "read" ? { accept: "application/json" } : {} });
      if (answer.ok && answer.status === 200) await store(cacheName, key, answer, kind === "read" ? MAX_READS : MAX_IMAGES);
    } catch {
      // Offline or refused: the next visit asks again.
    }
  }
}
