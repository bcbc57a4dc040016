import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { QUEUE_DEV_TOKEN } from "../schemas/api/queue.ts";

// The server as `npm start` runs it: main.ts with none of the settings that change its mode in the
// environment (vitest sets NODE_ENV=test; a newcomer's shell sets nothing).
const dir = mkdtempSync(join(tmpdir(), "mall-main-"));
const dist = join(dir, "dist");
mkdirSync(join(dist, "assets"), { recursive: true });
writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
writeFileSync(join(dist, "assets", "app-1a2b.js"), "console.log(1);\n");
writeFileSync(join(dist, "assets", "app-1a2b.js.map"), '{"version":3,"sourcesContent":["the whole client"]}');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Starts main.ts (TypeScript through tsx's loader) on a fresh database; resolves with its base URL and what it printed. */
function start(name: string, vars: Record<string, string>): Promise<{ base: string; out: string }> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const k of ["NODE_ENV", "MALL_DEMO", "QUEUE_TOKEN", "QUEUE_URL", "MALL_CLOCK_HEADER", "MALL_CLOCK", "TLS_CERT", "TLS_KEY"]) delete env[k];
  // Below 5060, the first of fetch's blocked ports above 4900 (SIP's 5060 and 5061 answer "bad port").
  const port = 4900 + Math.floor(Math.random() * 160);
  Object.assign(env, { PORT: String(port), HOST: "127.0.0.1", DB_PATH: join(dir, name, "mall.db"), STATIC_DIR: dist }, vars);
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString("utf8");
      if (out.includes("mall server on")) resolve({ base: `http://127.0.0.1:${port}`, out });
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

const requestAuth = (base: string) =>
  fetch(`${base}/rest/login/sec/requestAuth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ phoneNo: "01011112026", custId: "M0000001" }).toString(),
  });

describe("the started server (npm start: production unless told otherwise)", () => {
  // Each starts Node with a TypeScript loader and seeds a database: seconds on a busy machine.
  it("runs production settings with nothing set: no client source map, no code echo, the queue service closed to outside callers", async () => {
    const { base, out } = await start("plain", {});
    expect(out).toMatch(/production \(NODE_ENV\)/);
    expect(out).toMatch(/closed to outside callers/);

    const map = await fetch(`${base}/assets/app-1a2b.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("the whole client");
    expect((await fetch(`${base}/assets/app-1a2b.js`)).status).toBe(200);

    const code = await requestAuth(base);
    expect(code.status).toBe(200);
    expect("devAuthNo" in ((await code.json()) as object)).toBe(false);

    const queue = await fetch(`${base}/api/queue/groups`, { headers: { authorization: `Bearer ${QUEUE_DEV_TOKEN}` } });
    expect(queue.status).toBe(401);
    // The app's waiting list still reaches the in-process queue service.
    const spots = await fetch(`${base}/api/hanam/waiting/spots.do`);
    expect(spots.status).toBe(200);
    expect(((await spots.json()) as { spots: unknown[] }).spots.length).toBeGreaterThan(0);
  }, 90_000);

  it("echoes phone codes with MALL_DEMO=1, and says so at start", async () => {
    const { base, out } = await start("demo", { MALL_DEMO: "1" });
    expect(out).toMatch(/demo \(MALL_DEMO\): phone-auth codes come back in the answer/);
    const code = await requestAuth(base);
    expect(code.status).toBe(200);
    expect((await code.json()) as object).toMatchObject({ devAuthNo: expect.stringMatching(/^\d{6}$/) });
    expect((await fetch(`${base}/assets/app-1a2b.js.map`)).status).toBe(404);
  }, 90_000);
});
