import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepOffline, resetOfflineSupport } from "./offline-support.ts";
import { offlineSnapshot, recordRead, takeRecordedReads } from "./offline-status.ts";
import { KEEP_FRESH_MS } from "./sw/rules.ts";

/** A worker: what the page posted to it. */
function fakeWorker() {
  const posted: unknown[] = [];
  const listeners: (() => void)[] = [];
  return {
    posted,
    state: "installing",
    postMessage: (m: unknown) => posted.push(m),
    addEventListener: (_: string, l: () => void) => listeners.push(l),
    become(state: string) {
      this.state = state;
      for (const l of listeners) l();
    },
  };
}

/** A service worker container and its registration, driven by the test. */
function fakeContainer(opts: { refuse?: boolean; controlled?: boolean } = {}) {
  const active = fakeWorker();
  const containerListeners: (() => void)[] = [];
  const registrationListeners: (() => void)[] = [];
  const registration = {
    waiting: null as ReturnType<typeof fakeWorker> | null,
    installing: null as ReturnType<typeof fakeWorker> | null,
    update: vi.fn(async () => undefined),
    addEventListener: (_: string, l: () => void) => registrationListeners.push(l),
  };
  const container = {
    controller: opts.controlled ? active : (null as ReturnType<typeof fakeWorker> | null),
    register: vi.fn(async () => {
      if (opts.refuse) throw new DOMException("blocked", "SecurityError");
      return registration;
    }),
    addEventListener: (_: string, l: () => void) => containerListeners.push(l),
    removeEventListener: () => undefined,
  };
  return {
    active,
    registration,
    container,
    /** The worker takes control of the page (the first install's claim, or an accepted release). */
    control(worker = active) {
      container.controller = worker;
      // A copy: a listener removes itself while they run.
      for (const l of containerListeners.slice()) l();
    },
    /** A new release is found and installs. */
    release() {
      const next = fakeWorker();
      registration.installing = next;
      for (const l of registrationListeners) l();
      next.become("installed");
      return next;
    },
  };
}

/** The network as the page sees it: the floor list, or a failure. */
function fakeNetwork(fail = false) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    if (fail) throw new TypeError("Failed to fetch");
    return new Response(
      JSON.stringify({
        message: "success",
        floorMapList: [{ fl: "B1", mobFloorUri: "/images/b1.svg" }, { fl: "1F", mobFloorUri: "/images/1f.svg" }, { fl: 3 }],
      }),
      { headers: { "content-type": "application/json" } },
    );
  }) as unknown as typeof globalThis.fetch;
  return { fetch, asked };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("offline support in the page", () => {
  beforeEach(() => {
    resetOfflineSupport();
    takeRecordedReads();
  });
  afterEach(() => resetOfflineSupport());

  it("does nothing when the browser refuses the worker", async () => {
    const c = fakeContainer({ refuse: true });
    const net = fakeNetwork();
    await keepOffline("hanam", { fetch: net.fetch, container: c.container as unknown as ServiceWorkerContainer, storage: memoryStorage() });
    expect(net.asked).toEqual([]);
  });

  it("once the worker controls the page, hands it the reads made before, the mall's floors, stores, parking and maps, once per period", async () => {
    const c = fakeContainer();
    const net = fakeNetwork();
    const storage = memoryStorage();
    let now = 100 * KEEP_FRESH_MS;
    const deps = { fetch: net.fetch, container: c.container as unknown as ServiceWorkerContainer, storage, now: () => now };
    recordRead("/api/hanam/main.do");
    const done = keepOffline("hanam", deps);
    await flush();
    expect(net.asked).toEqual([]);
    c.control();
    await done;
    expect(net.asked).toEqual(["/api/hanam/tenant/floorMapList.do"]);
    expect(c.active.posted).toEqual([
      {
        type: "keep",
        urls: [
          "/api/hanam/main.do",
          "/api/hanam/tenant/floorInfo.do?fl=B1&result_tnt_cnt=100",
          "/api/hanam/tenant/floorInfo.do?fl=1F&result_tnt_cnt=100",
          "/api/hanam/myCar/parkingCNT.do",
          "/images/b1.svg",
          "/images/1f.svg",
        ],
      },
    ]);

    // The same mall soon after: nothing asked again; after the period, kept again.
    await keepOffline("hanam", deps);
    expect(net.asked).toHaveLength(1);
    now += KEEP_FRESH_MS;
    await keepOffline("hanam", deps);
    expect(net.asked).toHaveLength(2);
    expect(c.container.register).toHaveBeenCalledTimes(1);
  });

  it("offers a release found while the page runs, and reloads once the accepted release controls the page; not the first install", async () => {
    const c = fakeContainer({ controlled: true });
    const reload = vi.fn();
    await keepOffline(null, { fetch: fakeNetwork().fetch, container: c.container as unknown as ServiceWorkerContainer, storage: memoryStorage(), reload });
    expect(offlineSnapshot().update).toBeNull();
    const next = c.release();
    const accept = offlineSnapshot().update;
    expect(accept).not.toBeNull();
    c.control(c.active);
    expect(reload).not.toHaveBeenCalled();
    accept?.();
    expect(next.posted).toEqual([{ type: "activate" }]);
    c.control(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a failed call leaves the page alone, and still hands over the reads made before", async () => {
    const c = fakeContainer({ controlled: true });
    recordRead("/api/hanam/main.do");
    await keepOffline("hanam", { fetch: fakeNetwork(true).fetch, container: c.container as unknown as ServiceWorkerContainer, storage: memoryStorage() });
    expect(c.active.posted).toEqual([{ type: "keep", urls: ["/api/hanam/main.do"] }]);
  });
});
