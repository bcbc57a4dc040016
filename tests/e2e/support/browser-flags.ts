// The e2e Chromium (playwright.config.ts): which build, and its command line.
import { existsSync } from "node:fs";

/**
 * Debian's headless shell (package chromium-headless-shell, built from the same Chromium source as
 * the chromium package): Chromium's content layer without the desktop browser around it, the build
 * Playwright itself runs for headless tests. On this 2-core machine the e2e suite took 1,066
 * CPU-seconds on it against 1,171 on the full browser (its browser process 115 against 210), 563 s
 * against 615 s, with the same 503 tests passing (docs/decisions/0042).
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/** Debian's full browser (package chromium): used when the headless shell is not installed. */
export const FULL_CHROMIUM = "/usr/bin/chromium";

/** The browser the e2e tests drive: CHROMIUM_PATH when set, else the headless shell, else the full browser. */
export function e2eBrowserPath(env: Record<string, string | undefined> = process.env, installed: (path: string) => boolean = existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return installed(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * The features Playwright's own launcher disables (playwright-core's chromiumSwitches, as of
 * 1.65). Chromium reads one --disable-features switch, the last given: a list passed here replaces
 * Playwright's, so it must repeat it (tests/unit/browser-flags.test.ts checks it still does).
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Browser chrome a headless test never shows. Chromium 156 preloads its address bar's suggestion
 * popup, a web page of its own, in a renderer process for every window, and Playwright opens a
 * window per browser context: one extra renderer per test, measured at about a quarter of the e2e
 * run's time on 2 cores (42 tests of three specs: 218 s with it, 157 s without).
 */
export const UNUSED_BROWSER_UI: readonly string[] = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "PreloadTopChromeWebUI"];

/**
 * The full browser, for what the headless shell does not judge: it answers every installability
 * question with no error, where the full browser names what keeps a page from being installed.
 * CHROMIUM_FULL_PATH when set, else Debian's.
 */
export function fullBrowserPath(env: Record<string, string | undefined> = process.env): string {
  return env.CHROMIUM_FULL_PATH || FULL_CHROMIUM;
}

/** The e2e browser's switches beyond Playwright's own. */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(",")}`,
];
