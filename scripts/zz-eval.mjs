import { chromium } from "@playwright/test";
import { readdirSync } from "node:fs";
const base = "http://127.0.0.1:4600";
const files = readdirSync("dist/assets");
const f = (p) => "/assets/" + files.find((x) => x.startsWith(p) && x.endsWith(".js"));
const order = (process.env.ORDER ?? "index-,layer-contract-,layer-kit-B,layer-kit-b,layer-shell-,area-main-,home-content-").split(",").filter((p) => files.some((x) => x.startsWith(p) && x.endsWith(".js")));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const rate = Number(process.env.RATE ?? 1);
const res = {};
for (let run = 0; run < Number(process.env.RUNS ?? 5); run++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.route(base + "/zz", (r) => r.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title>" + order.map((p) => `<link rel=modulepreload href="${f(p)}">`).join("") }));
  await page.goto(base + "/zz");
  await page.waitForTimeout(1500);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const times = await page.evaluate(async (urls) => {
    const out = [];
    for (const u of urls) {
      await new Promise((r) => setTimeout(r, 50));
      const t = performance.now();
      await import(u);
      out.push(performance.now() - t);
    }
    return out;
  }, order.map(f));
  order.forEach((p, i) => (res[p] ??= []).push(times[i]));
  await ctx.close();
}
await browser.close();
for (const [p, v] of Object.entries(res)) console.log(p.padEnd(20), v.map((x) => x.toFixed(1)).join(" "), " median", v.sort((a, b) => a - b)[Math.floor(v.length / 2)].toFixed(1));
