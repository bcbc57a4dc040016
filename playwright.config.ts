import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The flow lab (/__flows) exists only in development builds: a development build is served here. */
const flowLabPort = Number(process.env.E2E_FLOW_LAB_PORT ?? 4174);
const flowLabDir = "node_modules/.flow-lab";
/** Debian's chromium by default; override with CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [
    { name: "app", testIgnore: "**/flows.spec.ts" },
    { name: "flow-lab", testMatch: "**/flows.spec.ts", use: { baseURL: `http://127.0.0.1:${flowLabPort}` } },
  ],
  webServer: [
    // The real built app served by the reference server, on a fresh database seeded at start.
    {
      command: `node dist-server/main.js`,
      env: { PORT: String(port), HOST: "127.0.0.1", DB_PATH: join(mkdtempSync(join(tmpdir(), "mall-e2e-")), "e2e.db") },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // A development build (NODE_ENV=development: import.meta.env.DEV, devOnly routes such as
    // /__flows) served the same way, so the shell's API calls are answered there too.
    {
      command: `npx vite build --mode development --outDir ${flowLabDir} --emptyOutDir --logLevel error && node dist-server/main.js`,
      env: {
        NODE_ENV: "development",
        PORT: String(flowLabPort),
        HOST: "127.0.0.1",
        STATIC_DIR: flowLabDir,
        DB_PATH: join(mkdtempSync(join(tmpdir(), "mall-e2e-flows-")), "e2e.db"),
      },
      url: `http://127.0.0.1:${flowLabPort}/__flows`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
