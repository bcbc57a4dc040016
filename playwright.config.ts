import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { AXE_FOLDER } from "./tests/e2e/support/axe.ts";
import { CHROMIUM_ARGS, e2eBrowserPath } from "./tests/e2e/support/browser-flags.ts";
import { LATE, NOON } from "./tests/e2e/support/clock.ts";
import { FLOW_LAB_BUILD, FLOW_LAB_BUILT_ENV, FLOW_LAB_DIR } from "./scripts/flow-lab-build.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The flow lab (/__flows) exists only in development builds: a development build is served here. */
const flowLabPort = Number(process.env.E2E_FLOW_LAB_PORT ?? 4174);
/** npm test makes the lab's build beside its first stages; run alone, Playwright makes it here. */
const flowLabBuilt = process.env[FLOW_LAB_BUILT_ENV] === "1";
/** The same build on a server whose day is over for coupons (MALL_CLOCK after 22:00 Seoul). */
const latePort = Number(process.env.E2E_LATE_PORT ?? 4175);
/** Debian's headless shell (or its full chromium where the shell is missing); override with CHROMIUM_PATH. */
const executablePath = e2eBrowserPath();

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    ...devices["Pixel 7"],
    browserName: "chromium",
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // The built app registers a service worker (decision 0047); routed and faked requests must
    // reach the page's own routes, so only the offline tests (tests/e2e/offline.spec.ts) allow it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: "app", testIgnore: ["**/flows.spec.ts", "**/*.late.spec.ts"] },
    { name: "flow-lab", testMatch: "**/flows.spec.ts", use: { baseURL: `http://127.0.0.1:${flowLabPort}` } },
    { name: "late", testMatch: "**/*.late.spec.ts", use: { baseURL: `http://127.0.0.1:${latePort}` } },
  ],
  webServer: [
    // The real built app served by the reference server, on a fresh database seeded at start.
    {
      // Its clock starts at noon in Seoul (tests/e2e/support/clock.ts): coupons can be issued whenever the suite runs.
      // A test may answer one request as on another day of the month with X-Mall-Clock (MALL_CLOCK_HEADER,
      // refused in production: NODE_ENV=test). MALL_DEMO shows the phone code the new-device login test types.
      command: `node dist-server/main.js`,
      env: {
        NODE_ENV: "test",
        MALL_DEMO: "1",
        PORT: String(port),
        HOST: "127.0.0.1",
        MALL_CLOCK: NOON,
        MALL_CLOCK_HEADER: "true",
        DB_PATH: join(mkdtempSync(join(tmpdir(), "mall-e2e-")), "e2e.db"),
        TEST_STATIC_DIR: AXE_FOLDER,
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The same build and server with the clock after the coupon window (23:30 Seoul).
    {
      command: `node dist-server/main.js`,
      env: {
        NODE_ENV: "test",
        PORT: String(latePort),
        HOST: "127.0.0.1",
        MALL_CLOCK: LATE,
        DB_PATH: join(mkdtempSync(join(tmpdir(), "mall-e2e-late-")), "e2e.db"),
        TEST_STATIC_DIR: AXE_FOLDER,
      },
      url: `http://127.0.0.1:${latePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // A development build (NODE_ENV=development: import.meta.env.DEV, devOnly routes such as
    // /__flows) served the same way, so the shell's API calls are answered there too.
    {
      command: `${flowLabBuilt ? "" : `${FLOW_LAB_BUILD.join(" ")} && `}node dist-server/main.js`,
      env: {
        NODE_ENV: "development",
        PORT: String(flowLabPort),
        HOST: "127.0.0.1",
        STATIC_DIR: FLOW_LAB_DIR,
        DB_PATH: join(mkdtempSync(join(tmpdir(), "mall-e2e-flows-")), "e2e.db"),
        TEST_STATIC_DIR: AXE_FOLDER,
      },
      url: `http://127.0.0.1:${flowLabPort}/__flows`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
