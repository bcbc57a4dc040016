// Measures the JavaScript a route really loads: opens it in headless Chromium against `vite preview`
// of the current build, gzips every script response and checks the first route's budget.
// Usage: npm run bench:bundle [-- /path ...]   (default paths: / /hanam)
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const BUDGET_KIB = 130;
const FORBIDDEN = [/ajv/i, /swiper/i, /dompurify/i];
const port = 4300 + Math.floor(Math.random() * 500);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/hanam"];

const server = spawn(process.execPath, ["dist-server/main.js"], { stdio: "ignore", env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DB_PATH: join(mkdtempSync(join(tmpdir(), "mall-bench-")), "bench.db") } });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
let failed = false;
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const rows = await Promise.all(scripts);
    const total = rows.reduce((n, r) => n + r.gzip, 0) / 1024;
    console.log(`${path}: ${rows.length} scripts, ${total.toFixed(1)} KiB gzip (${(rows.reduce((n, r) => n + r.raw, 0) / 1024).toFixed(1)} KiB raw)`);
    for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} KiB  ${new URL(r.url).pathname}`);
    if (path === "/") {
      const bad = rows.filter((r) => FORBIDDEN.some((re) => re.test(r.url)));
      if (total > BUDGET_KIB) {
        console.error(`over budget: ${total.toFixed(1)} KiB > ${BUDGET_KIB} KiB`);
        failed = true;
      }
      if (bad.length) {
        console.error(`heavy libraries on the first route: ${bad.map((b) => b.url).join(", ")}`);
        failed = true;
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
