import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../api/client.ts";
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

function fakeApi() {
  const calls: { id: string; args: unknown; opts: unknown }[] = [];
  const api: ApiClient = {
    call: vi.fn(async (endpoint: { id: string }, args: unknown, opts: unknown) => {
      calls.push({ id: endpoint.id, args, opts });
      if (endpoint.id === "tenants.floorMapList")
        return {
          message: "success",
          floorMapList: [
            { fl: "B1", mobFloorUri: "/images/b1.svg" },
            { fl: "1F", mobFloorUri: "/images/1f.svg" },
          ],
        };
      return {};
    }) as unknown as ApiClient["call"],
  };
  return { api, calls };
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
    const { api, calls } = fakeApi();
    await keepOffline("hanam", { api, container: c.container as unknown as ServiceWorkerContainer, storage: memoryStorage() });
    expect(calls).toEqual([]);
  });

  it("once the worker controls the page, hands it the reads made before, the mall's floors, stores, parking and maps, once per period", async () => {
    const c = fakeContainer();
    const { api, calls } = fakeApi();
    const storage = memoryStorage();
    let now = 100 * KEEP_FRESH_MS;
    recordRead("/api/hanam/main.do");
    const done = keepOffline("hanam", { api, container: c.container as unknown as ServiceWorkerContainer, storage, now: () => now });
    await flush();
    expect(calls).toEqual([]);
    c.control();
    await done;
    expect(calls.map((x) => x.id)).toEqual(["tenants.floorMapList", "tenants.floorInfo", "tenants.floorInfo", "mycar.parkingCount"]);
    expect(calls[1]?.args).toEqual({ params: { mall: "hanam" }, input: { fl: "B1", result_tnt_cnt: 100 } });
    expect(calls.every((x) => (x.opts as { background: boolean; fresh: boolean }).background && (x.opts as { fresh: boolean }).fresh)).toBe(true);
    expect(c.active.posted).toEqual([{ type: "keep", urls: ["/api/hanam/main.do", "/images/b1.svg", "/images/1f.svg"] }]);

    // The same mall soon after: nothing asked again; after the period, kept again.
    await keepOffline("hanam", { api, container: c.container as unknown as ServiceWorkerContainer, storage, now: () => now });
    expect(calls).toHaveLength(4);
    now += KEEP_FRESH_MS;
    await keepOffline("hanam", { api, container: c.container as unknown as ServiceWorkerContainer, storage, now: () => now });
    expect(calls).toHaveLength(8);
    expect(c.container.register).toHaveBeenCalledTimes(1);
  });

  it("offers a release found while the page runs, and reloads once the accepted release controls the page; not the first install", async () => {
    const c = fakeContainer({ controlled: true });
    const { api } = fakeApi();
    const reload = vi.fn();
    await keepOffline(null, { api, container: c.container as unknown as ServiceWorkerContainer, storage: memoryStorage(), reload });
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
    const api: ApiClient = { call: vi.fn(async () => Promise.reject(new Error("offline"))) as unknown as ApiClient["call"] };
    recordRead("/api/hanam/main.do");
    await keepOffline("hanam", { api, container: c.container as unknown as ServiceWorkerContainer, storage: memoryStorage() });
    expect(c.active.posted).toEqual([{ type: "keep", urls: ["/api/hanam/main.do"] }]);
  });
});
