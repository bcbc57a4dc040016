import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Disposable, Page } from "@playwright/test";

// One browser tab per worker and kind of context, kept from test to test and reset between them.
//
// A new context with its first tab cost about 1 CPU-second on this 2-core machine before the test
// did anything (a window, a renderer process, the app's chunks fetched and compiled again), a
// navigation in a kept tab about half of that. Each test still starts clean: what the previous one
// left in the tab or its context is undone (resetKeptTab), and a test that changed what cannot be
// undone (a fake clock, emulated media, its own headers, a closed tab or context) is followed by a
// new context.

/** The app's origin without the app: a static file of the build, where storage is reset between tests. */
export const BLANK_ON_ORIGIN = "/favicon.svg";

export interface KeptTab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** The kept tabs of a worker, by their context options (the viewport aside: it is set per test). */
export type KeptTabs = Map<string, KeptTab>;

/** Whether tests with these options can share a kept tab: not when they ask for state a reset would have to undo. */
export function canKeep(options: BrowserContextOptions): boolean {
  return (
    options.storageState === undefined &&
    options.geolocation === undefined &&
    options.permissions === undefined &&
    !options.offline &&
    // A registered service worker outlives the reset.
    options.serviceWorkers !== "allow" &&
    Object.keys(options.extraHTTPHeaders ?? {}).length === 0 &&
    !options.recordVideo &&
    !options.recordHar
  );
}

/** The key of the kept tab for these options. */
export function keyOf(options: BrowserContextOptions): string {
  const { viewport: _viewport, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

export async function openTab(browser: Browser, options: BrowserContextOptions): Promise<KeptTab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

type Listener = (...args: unknown[]) => unknown;
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): Listener[];
  off(event: string | symbol, listener: Listener): unknown;
}

/** What a test adds to its tab and context, to be undone after it. */
export interface TabWatch {
  /** Stops watching and undoes what can be undone; false when the tab must not be used again. */
  undo(): Promise<boolean>;
}

const UNDOABLE = ["addInitScript", "exposeBinding", "exposeFunction"] as const;
/** Page methods whose effect no reset can take back: the tab is then replaced after the test. */
const LASTING_PAGE = ["emulateMedia", "setExtraHTTPHeaders"] as const;

/** Watches a kept tab during one test: init scripts, exposed functions, listeners and lasting changes. */
export function watchTab(tab: KeptTab): TabWatch {
  const disposables: Disposable[] = [];
  let lasting = false;
  const restore: (() => void)[] = [];
  const wrap = (target: object, name: string, onCall: (result: unknown) => void) => {
    const own = Object.prototype.hasOwnProperty.call(target, name);
    const original = (target as Record<string, unknown>)[name] as (...a: unknown[]) => unknown;
    (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      onCall(result);
      return result;
    };
    restore.push(() => {
      if (own) (target as Record<string, unknown>)[name] = original;
      else delete (target as Record<string, unknown>)[name];
    });
  };
  for (const target of [tab.page, tab.context])
    for (const name of UNDOABLE)
      wrap(target, name, (result) => {
        // Each returns a promise of a Disposable; one that fails leaves nothing to dispose.
        (result as Promise<Disposable>).then((d) => disposables.push(d)).catch(() => undefined);
      });
  for (const name of LASTING_PAGE) wrap(tab.page, name, () => (lasting = true));
  wrap(tab.page.clock, "install", () => (lasting = true));
  wrap(tab.page.clock, "setFixedTime", () => (lasting = true));
  wrap(tab.page.clock, "setSystemTime", () => (lasting = true));
  wrap(tab.context, "setExtraHTTPHeaders", () => (lasting = true));

  const before = new Map<Emitter, Map<string | symbol, Set<Listener>>>();
  for (const emitter of [tab.page, tab.context] as unknown as Emitter[])
    before.set(emitter, new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))])));

  return {
    async undo() {
      for (const r of restore.reverse()) r();
      for (const [emitter, had] of before)
        for (const name of emitter.eventNames()) for (const listener of emitter.listeners(name)) if (!had.get(name)?.has(listener)) emitter.off(name, listener);
      if (lasting || tab.page.isClosed()) return false;
      try {
        for (const d of disposables.reverse()) await d.dispose();
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Puts a kept tab back as a new context would have it: no other tab, routes, cookies, permissions,
 * geolocation or offline state; local and session storage, IndexedDB, caches and service workers
 * of the app's origin cleared; an empty history (the app reads history.length). The HTTP cache is
 * kept: it is what makes the next test's load cheap.
 */
export async function resetKeptTab(tab: KeptTab, baseURL: string): Promise<boolean> {
  try {
    const { context, page, cdp } = tab;
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.clearCookies();
    await context.clearPermissions();
    await context.setGeolocation(null);
    await context.setOffline(false);
    await page.goto(new URL(BLANK_ON_ORIGIN, baseURL).href);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await cdp.send("Storage.clearDataForOrigin", {
      origin: new URL(baseURL).origin,
      storageTypes: "indexeddb,cache_storage,service_workers,file_systems,websql,shared_storage,storage_buckets",
    });
    await cdp.send("Page.resetNavigationHistory");
    return true;
  } catch {
    return false;
  }
}
