import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
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
  // The real built app served by the reference server, on a fresh database seeded at start.
  webServer: {
    command: `node dist-server/main.js`,
    env: { PORT: String(port), HOST: "127.0.0.1", DB_PATH: join(mkdtempSync(join(tmpdir(), "mall-e2e-")), "e2e.db") },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
