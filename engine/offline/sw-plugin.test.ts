import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildWorker, precacheFiles, workerConfig } from "./sw-plugin.ts";
import { cacheNames, type WorkerConfig } from "./sw/rules.ts";

const ORIGIN = "https://m.example.test";
const abs = (k: string | Request) => new URL(typeof k === "string" ? k : k.url, ORIGIN).href;

/** Cache Storage in memory, as much of it as the worker uses. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let m = stores.get(name);
    if (!m) stores.set(name, (m = new Map()));
    return {
      match: async (k: string | Request) => m.get(abs(k))?.clone(),
      put: async (k: string | Request, r: Response) => void m.set(abs(k), r),
      delete: async (k: string | Request) => m.delete(abs(k)),
      keys: async () => [...m.keys()].map((u) => new Request(u)),
    };
  };
  return {
    stores,
    api: {
      open,
      has: async (n: string) => stores.has(n),
      keys: async () => [...stores.keys()],
      delete: async (n: string) => stores.delete(n),
      match: async (k: string | Request, o: { cacheName: string }) => (stores.has(o.cacheName) ? (await open(o.cacheName)).match(k) : undefined),
    },
  };
}

type Listener = (e: unknown) => void;

/** An answer as a same-origin fetch gives it in a browser (type "basic"). */
const basic = (r: Response) => Object.defineProperty(r, "type", { value: "basic" });

/** The built worker run in a VM with a fake scope, caches and network. */
function runWorker(script: string, network: (url: string) => Response | Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const caches = fakeCaches();
  const seen: string[] = [];
  const scope = {
    location: { origin: ORIGIN },
    registration: {},
    clients: { claim: async () => undefined },
    skipped: 0,
    skipWaiting: async () => void (scope.skipped += 1),
    addEventListener: (type: string, l: Listener) => listeners.set(type, l),
  };
  const fetch = async (input: string | Request) => {
    const url = abs(input);
    seen.push(url);
    return network(url);
  };
  // A worker's relative URLs resolve against its own location.
  class ScopedRequest extends Request {
    constructor(input: string | Request, init?: RequestInit) {
      super(typeof input === "string" ? abs(input) : input, init);
    }
  }
  runInNewContext(script, { self: scope, caches: caches.api, fetch, Request: ScopedRequest, Response, Headers, URL, setTimeout, clearTimeout, Promise });
  /** Dispatches an event; resolves with its answer (if any) once every waitUntil has settled. */
  const dispatch = async (type: string, init: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | null = null;
    listeners.get(type)?.({ ...init, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
    const settled =
      answer === null
        ? null
        : await (answer as Promise<Response>).then(
            (r) => r,
            (e: unknown) => e as Error,
          );
    for (let i = 0; i < waits.length; i++) await waits[i];
    return settled;
  };
  const get = (url: string, mode = "cors", destination = "") =>
    dispatch("fetch", {
      request: Object.defineProperties(new Request(abs(url)), { mode: { value: mode }, destination: { value: destination } }),
      preloadResponse: Promise.resolve(undefined),
    });
  return { caches, seen, scope, dispatch, get };
}

const files = [
  { fileName: "index.html", source: "<html>" },
  { fileName: "assets/index-a.js", source: "main" },
  { fileName: "assets/index-a.js.map", source: "{}" },
  { fileName: "assets/index-b.css", source: "css" },
  { fileName: ".vite/manifest.json", source: "{}" },
  { fileName: "webapp/hanam.webmanifest", source: "{}" },
  { fileName: "brand/granseoul.css", source: "body{}" },
  { fileName: "favicon.svg", source: "<svg/>" },
  { fileName: "images/seed/a.svg", source: "<svg/>" },
];
const reads = ["^/api/[^/]+/main\\.do$"];

describe("the service worker's build", () => {
  it("precaches the page, every script and style, the icon and the brand stylesheets; never a map, the build's own files or content images", () => {
    expect(precacheFiles(files).map((f) => f.fileName)).toEqual([
      "assets/index-a.js",
      "assets/index-b.css",
      "brand/granseoul.css",
      "favicon.svg",
      "index.html",
    ]);
    const config = workerConfig(files, reads);
    expect(config.precache).toEqual(["/assets/index-a.js", "/assets/index-b.css", "/brand/granseoul.css", "/favicon.svg", "/index.html"]);
    expect(config.shellPage).toBe("/index.html");
  });

  it("makes a new release of any changed precached byte or read list, and the same of the same build", () => {
    const v = workerConfig(files, reads).version;
    expect(workerConfig([...files], reads).version).toBe(v);
    expect(
      workerConfig(
        files.map((f) => (f.fileName === "assets/index-a.js" ? { ...f, source: "main2" } : f)),
        reads,
      ).version,
    ).not.toBe(v);
    expect(workerConfig(files, [...reads, "^/x$"]).version).not.toBe(v);
    // A source map is not precached: it does not make a release.
    expect(
      workerConfig(
        files.map((f) => (f.fileName.endsWith(".map") ? { ...f, source: "{1}" } : f)),
        reads,
      ).version,
    ).toBe(v);
  });
});

describe("the service worker", () => {
  const config: WorkerConfig = { version: "v2", precache: ["/index.html", "/assets/index-a.js"], shellPage: "/index.html", reads };
  const names = cacheNames("v2");
  let script = "";
  beforeAll(async () => {
    script = await buildWorker(config);
  });

  it("is one classic script", () => {
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
  });

  it("fails the install when a file of the release cannot be downloaded", async () => {
    const w = runWorker(script, (url) => new Response("x", { status: url.endsWith(".js") ? 404 : 200 }));
    await expect(w.dispatch("install")).rejects.toThrow("precache /assets/index-a.js: 404");
  });

  it("precaches the release at install, and on activation removes every other release's cache but keeps the kept reads", async () => {
    const w = runWorker(script, () => new Response("net"));
    await w.dispatch("install");
    expect([...(w.caches.stores.get(names.shell)?.keys() ?? [])].sort()).toEqual([`${ORIGIN}/assets/index-a.js`, `${ORIGIN}/index.html`]);
    await w.caches.api.open("shell-v1");
    await w.caches.api.open(names.reads);
    await w.dispatch("activate");
    expect(await w.caches.api.keys()).toEqual([names.shell, names.reads]);
  });

  it("answers a listed read from the network and keeps it without the member's id; offline, the kept copy with its saved time", async () => {
    let online = true;
    const w = runWorker(script, (url) => {
      if (!online) throw new TypeError("Failed to fetch");
      return basic(new Response(JSON.stringify({ url }), { headers: { "content-type": "application/json", vary: "Accept-Encoding" } }));
    });
    const live = (await w.get("/api/hanam/main.do?custid=M1")) as Response;
    expect(live.headers.get("x-saved-at")).toBeNull();
    const keptCopy = await w.caches.api.match("/api/hanam/main.do", { cacheName: names.reads });
    expect(keptCopy?.headers.get("x-saved-at")).toMatch(/^\d+$/);
    expect(keptCopy?.headers.get("vary")).toBeNull();

    online = false;
    const offline = (await w.get("/api/hanam/main.do?custid=M1")) as Response;
    expect(offline.headers.get("x-saved-at")).toBe(keptCopy?.headers.get("x-saved-at"));
    expect(await offline.json()).toEqual({ url: `${ORIGIN}/api/hanam/main.do?custid=M1` });
    // Nothing kept: the network's failure, as without a worker.
    expect(await w.get("/api/goyang/main.do")).toBeInstanceOf(TypeError);
  });

  it("leaves a member's call, a failed answer and other origins alone", async () => {
    const w = runWorker(script, () => basic(new Response("{}", { status: 500 })));
    expect(await w.get("/api/hanam/myPage/billList.do")).toBeNull();
    expect(await w.get("https://elsewhere.test/api/hanam/main.do")).toBeNull();
    expect(((await w.get("/api/hanam/main.do")) as Response).status).toBe(500);
    expect(w.caches.stores.get(names.reads)?.size ?? 0).toBe(0);
  });

  it("serves the precached page to a navigation offline, and precached files from the release", async () => {
    let online = true;
    const w = runWorker(script, (url) => {
      if (!online) throw new TypeError("Failed to fetch");
      return new Response(`net ${new URL(url).pathname}`);
    });
    await w.dispatch("install");
    expect(await ((await w.get("/hanam/store/about", "navigate")) as Response).text()).toBe("net /hanam/store/about");
    online = false;
    expect(await ((await w.get("/hanam/store/about", "navigate")) as Response).text()).toBe("net /index.html");
    expect(await ((await w.get("/assets/index-a.js")) as Response).text()).toBe("net /assets/index-a.js");
  });

  it("keeps what the page asks for when listed and not kept lately, and activates a waiting release when asked", async () => {
    const w = runWorker(script, (url) => new Response(url));
    await w.dispatch("message", {
      data: { type: "keep", urls: ["/api/hanam/main.do", "/api/hanam/myPage/billList.do", "/images/f1.svg", "https://x.test/a.png", 5] },
    });
    expect(w.seen).toEqual([`${ORIGIN}/api/hanam/main.do`, `${ORIGIN}/images/f1.svg`]);
    await w.dispatch("message", { data: { type: "keep", urls: ["/api/hanam/main.do", "/images/f1.svg"] } });
    expect(w.seen).toHaveLength(2);
    await w.dispatch("message", { data: { type: "activate" } });
    expect(w.scope.skipped).toBe(1);
  });
});
