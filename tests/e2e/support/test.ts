import { test as base, expect, type BrowserContextOptions, type ConsoleMessage, type Page } from "@playwright/test";
import axe from "axe-core";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runAxe } from "./axe.ts";
import { failureReport, watchCalls } from "./failure-report.ts";
import { canKeep, keyOf, openTab, resetKeptTab, watchTab, type KeptTab, type KeptTabs } from "./kept-tab.ts";

/** Every mall's path, from the manifests. */
const MALL_PATHS: readonly string[] = readdirSync("manifests")
  .filter((f) => f.endsWith(".json") && !f.endsWith(".schema.json") && f !== "brands.json")
  .map((f) => (JSON.parse(readFileSync(join("manifests", f), "utf8")) as { path: string }).path);

/** Console messages the app may legitimately print; everything else at error level fails the test. */
const expected: RegExp[] = [];

/**
 * The e2e `test`: fails on any unexpected console error or uncaught page error. A test that
 * provokes an error answer on purpose (a wrong password: 401) lists what the browser will log for
 * it in `allowedConsoleErrors`, so nothing else slips through.
 */
export const test = base.extend<
  { consoleGuard: void; allowedConsoleErrors: RegExp | null; homePopups: boolean; popupGuard: void; failureReport: void; keptTab: KeptTab },
  { keptTabs: KeptTabs }
>({
  keptTabs: [
    async ({ browser: _browser }, provide) => {
      const tabs: KeptTabs = new Map();
      await provide(tabs);
      for (const tab of tabs.values()) await tab.context.close().catch(() => undefined);
    },
    { scope: "worker" },
  ],
  /**
   * The test's tab: the worker's kept tab for the test's context options (tests/e2e/support/kept-tab.ts),
   * at the test's viewport, and reset after the test; a new context where the options ask for state
   * that a reset would have to undo, or after a test that changed what a reset cannot undo.
   */
  keptTab: async (
    {
      browser,
      keptTabs,
      contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      actionTimeout,
      navigationTimeout,
    },
    provide,
  ) => {
    // Playwright reads a fixture's dependencies from its destructured parameter, which may not use a
    // rest element: each context option is named there and again here.
    const named: BrowserContextOptions = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials: httpCredentials as BrowserContextOptions["httpCredentials"],
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    };
    const options: BrowserContextOptions = { ...contextOptions };
    for (const [k, v] of Object.entries(named)) if (v !== undefined) (options as Record<string, unknown>)[k] = v;
    const keep = canKeep(options);
    const key = keyOf(options);
    let tab = keep ? keptTabs.get(key) : undefined;
    if (tab && viewport && (tab.page.viewportSize()?.width !== viewport.width || tab.page.viewportSize()?.height !== viewport.height))
      await tab.page.setViewportSize(viewport);
    if (!tab) {
      tab = await openTab(browser, options);
      tab.context.setDefaultTimeout(actionTimeout || 0);
      tab.context.setDefaultNavigationTimeout(navigationTimeout || 0);
      if (keep) keptTabs.set(key, tab);
    }
    const watch = watchTab(tab);
    await provide(tab);
    // The init scripts the test's fixtures added are gone with the reset: a kept tab hides the popups again.
    popupsHidden.delete(tab.page);
    const reusable = keep && (await watch.undo()) && (await resetKeptTab(tab, baseURL ?? ""));
    if (!reusable) {
      keptTabs.delete(key);
      await tab.context.close().catch(() => undefined);
    }
  },
  context: async ({ keptTab }, provide) => provide(keptTab.context),
  page: async ({ keptTab }, provide) => provide(keptTab.page),
  // One pattern (use alternation for several): Playwright reads an array given to test.use as [value, options].
  allowedConsoleErrors: [null, { option: true }],
  /**
   * Whether the homes' main popup shows. Off by default: a test about something else that passes
   * through a mall home would race the popup's dialog; the popup's own tests switch it on.
   */
  homePopups: [false, { option: true }],
  popupGuard: [
    async ({ page, homePopups }, use) => {
      if (!homePopups) await withoutHomePopups(page, MALL_PATHS);
      await use();
    },
    { auto: true },
  ],
  failureReport: [
    async ({ page }, use, info) => {
      const calls = watchCalls(page);
      await use();
      calls.stop();
      if (info.status !== info.expectedStatus) console.log(await failureReport(page, calls.last()));
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = allowedConsoleErrors ? [...expected, allowedConsoleErrors] : expected;
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() === "error" && !allowed.some((re) => re.test(msg.text()))) errors.push(msg.text());
      };
      const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use();
      // A tab kept for the next test (the smoke's) is watched by that test's guard only.
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** What Chromium logs for an error answer of one of the given statuses. */
export const failedLoad = (...statuses: number[]) => new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join("|")}) `);

export { expect };

/** A WCAG 2.0, 2.1 or 2.2 level A or AA tag (wcag2a, wcag21aa, wcag22aa…). */
const WCAG_A_AA = /^wcag2\d?a{1,2}$/;

/**
 * Not run yet, each with the reason, until what fails it is fixed (the next issues' work):
 * target-size (WCAG 2.2 2.5.8) fails the floor map's pins, which sit closer than 24 px on a
 * phone-wide map (the store list under the map is the equivalent control axe cannot see).
 */
export const WCAG_RULES_PENDING: Readonly<Record<string, string>> = {
  "target-size": "floor map pins closer than 24 px",
};

/**
 * Every rule of axe for a WCAG 2.x A or AA criterion, deprecated ones aside: axe's defaults leave
 * out its experimental rules (p-as-heading, css-orientation-lock, the table ones) and target-size,
 * which are switched on here (but those pending above), with its best-practice rules kept.
 */
export const WCAG_RULES: readonly string[] = axe
  .getRules()
  .filter((r) => r.tags.some((t) => WCAG_A_AA.test(t)) && !r.tags.includes("deprecated") && !(r.ruleId in WCAG_RULES_PENDING))
  .map((r) => r.ruleId);

/**
 * axe's results on the page once it is still, with every WCAG 2.x A and AA rule on: running
 * animations (a panel fading in, the splash fading out) are awaited first, or contrast is measured
 * on a half-transparent frame.
 */
export async function axeResults(page: Page, only: "all" | "violations" = "all") {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A looping one (a skeleton's pulse, a spinner) never finishes.
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const rules = Object.fromEntries(WCAG_RULES.map((id) => [id, { enabled: true }]));
  // resultTypes: axe then details only the violations (passes and the rest name one node each),
  // about a quarter faster; every rule still runs on every node.
  return runAxe(page, only === "violations" ? { rules, resultTypes: ["violations"] } : { rules });
}

/** Violations in axe's results, each reading "rule: selectors". */
export const violationsOf = (results: Awaited<ReturnType<typeof axeResults>>): string[] =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

/** axe's violations on the page once it is still (axeResults). */
export async function axeViolations(page: Page): Promise<string[]> {
  return violationsOf(await axeResults(page, "violations"));
}

/**
 * Waits for the app's own idle signal (engine/shell/loading-store.ts): no request out and no part
 * of the page loading, for `quietMs` in a row (a screen that has just loaded asks for its data in
 * its first effects). Unlike networkidle it does not wait half a second after the last request of
 * any kind, nor for a background page-view report.
 */
export async function appIdle(page: Page, quietMs = 150) {
  await page.waitForFunction(
    (quiet) => {
      const root = document.documentElement;
      const since = root.getAttribute("data-idle-since");
      return !root.hasAttribute("data-busy") && since !== null && performance.now() - Number(since) >= quiet;
    },
    quietMs,
    { polling: 50 },
  );
}

const popupsHidden = new WeakMap<Page, Set<string>>();

/**
 * As a visitor who chose "don't show today" on these malls' main popups (the home's popup dialog
 * would otherwise cover a test about something else that passes through a mall home). Set again on
 * every page load, in the page's own Seoul day.
 */
export async function withoutHomePopups(page: Page, malls: readonly string[]) {
  // Once per tab and malls: a tab kept from test to test (the smoke's) keeps its init scripts.
  const key = malls.join(",");
  const done = popupsHidden.get(page) ?? new Set<string>();
  if (done.has(key)) return;
  popupsHidden.set(page, done.add(key));
  await page.addInitScript((paths) => {
    // Init scripts run in every frame too: a sandboxed one (the map popup's) has no storage.
    if (window !== window.top) return;
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul", year: "numeric", month: "2-digit", day: "2-digit" })
      .format(new Date())
      .replaceAll("-", "");
    try {
      for (const p of paths) localStorage.setItem(`mainPopupHidden:${p}`, day);
    } catch {
      // No storage here: nothing to hide.
    }
  }, malls);
}

/** Holds the app's entry script until `release` is called: the page shows only its HTML meanwhile. */
export async function holdEntryScript(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await appIdle(page);
    await page.unrouteAll({ behavior: "wait" });
  };
}

/** The layout shifts the page has had so far (CLS's entries, without those right after input). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}
