// The command line of the e2e Chromium (playwright.config.ts).

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
