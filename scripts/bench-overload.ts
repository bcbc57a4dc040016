// Overload, as a benchmark: the built server offered five times its design rate (5,000 req/s of
// reads that cannot be shared: a member's receipts, store and event pages) for 10 s on loopback,
// from enough connections that the offer does not wait for the answers. It must stay up, shed what
// it cannot serve quickly (503 with Retry-After, server/http/overload.ts) instead of queueing for
// seconds, keep its memory bounded, and answer at its normal latency again within 5 s after.
// Exits 1 when one of those fails. Needs `npm run build`.
// Usage: npm run bench:overload [-- --rate 5000 --seconds 10 --connections 400]
import { spawn } from "node:child_process";
import http from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { DEMO_MEMBERS } from "../server/domains/member/testing.ts";
import { startServerProcess } from "../server/server-process.ts";
import { loginCookie } from "./bench-api-issues.ts";
import { benchTargets } from "./bench-api-targets.ts";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const rate = arg("rate", 5000);
const seconds = arg("seconds", 10);
/** Answers slower than this at the 99th percentile, under the overload, count as queueing. */
const MAX_P99_UNDER_LOAD_MS = 1000;
/** Back to this p95 (per second of a light probe) within RECOVERY_S after the overload. */
const NORMAL_P95_MS = 20;
const RECOVERY_S = 5;
/** The server's resident memory may grow this much over its size before the overload. */
const MAX_RSS_GROWTH_MB = 200;
const CONNECTIONS = arg("connections", 400);
if (!existsSync("dist-server/main.js")) {
  console.error("no server build in dist-server/: run npm run build first");
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "mall-overload-"));
const dbPath = join(dir, "mall.db");
const port = 4700 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const server = await startServerProcess(["dist-server/main.js"], port, {
  ...process.env,
  NODE_ENV: "production",
  DB_PATH: dbPath,
  MALL_CLOCK: "2026-11-20T03:00:00Z",
});
process.on("exit", () => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const demo = DEMO_MEMBERS[0]!;
const cookie = await loginCookie((path, init) => fetch(`${base}${path}`, init), "/api/hanam/spoint/login", demo.userId, demo.password);
const db = new Database(dbPath, { readonly: true });
const tenants = db.prepare<[], { tnt_seq: string }>("SELECT tnt_seq FROM tnt_tenant WHERE mall = 'hanam' ORDER BY tnt_seq LIMIT 40").all();
const events = db.prepare<[], { evt_seq: string }>("SELECT evt_seq FROM events WHERE mall = 'hanam' ORDER BY evt_seq LIMIT 40").all();
db.close();
const receipts = benchTargets(dbPath, demo.custId).find((t) => t.name === "receipts.billLists")!.path;
const paths = [
  receipts,
  ...tenants.map((t) => `/api/hanam/tenant/tenantDetail/${t.tnt_seq}.do`),
  ...events.map((e) => `/api/hanam/event/eventView.do?evt_seq=${e.evt_seq}`),
];

/**
 * A light probe, as a phone with its connection open: `perSecond` store pages a second for `ms` on a
 * kept-alive connection (opened before the overload), each answer's end time, latency and status.
 * New connections are not probed: at the onset of a storm of connections, a busy Node server
 * accepts only a few of them per turn of its loop (a plain node:http server alike), so they wait in
 * the kernel's accept queue whatever the app sheds; see docs/decisions/0044.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
function get(path: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path, agent, headers: { "accept-encoding": "gzip" } }, (r) => {
        r.resume();
        r.on("end", () => resolve(r.statusCode ?? 0));
      })
      .on("error", () => resolve(0));
  });
}
async function probe(perSecond: number, ms: number) {
  const out: { at: number; latency: number; status: number }[] = [];
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; performance.now() - t0 < ms; i++) {
    const sent = performance.now();
    pending.push(
      get(`/api/hanam/tenant/tenantDetail/${tenants[i % tenants.length]!.tnt_seq}.do`).then((status) => {
        out.push({ at: performance.now() - t0, latency: performance.now() - sent, status });
      }),
    );
    await new Promise((r) => setTimeout(r, Math.max(0, t0 + ((i + 1) * 1000) / perSecond - performance.now())));
  }
  await Promise.all(pending);
  return out;
}
const pct = (xs: number[], q: number) => (xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!);
const p99 = (xs: number[]) => pct(xs, 0.99);

const before = await probe(100, 3000);
const rssBefore = rssMb();
let rssMax = rssBefore;
const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb())), 250);
// The load from its own process; meanwhile the probe asks as a phone would, and waits as long as the server makes it.
const generator = spawn(
  process.execPath,
  [
    "scripts/overload-load.mjs",
    JSON.stringify({ base, paths, rate, seconds, connections: CONNECTIONS, headers: { cookie, "accept-encoding": "gzip", "sec-fetch-site": "same-origin" } }),
  ],
  { stdio: ["ignore", "pipe", "inherit"] },
);
let output = "";
generator.stdout.on("data", (d) => (output += d));
const generated = new Promise<void>((resolve) => generator.on("close", () => resolve()));
const during = await probe(20, seconds * 1000);
await generated;
const load = JSON.parse(output) as {
  sent: number;
  ok: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number; max: number };
  retryAfterMissing: number;
};
const after = await probe(100, (RECOVERY_S + 3) * 1000);
clearInterval(sampler);
const alive =
  server.exitCode === null &&
  (await fetch(`${base}/api/hanam/login/status.do`).then(
    (r) => r.ok,
    () => false,
  ));

const shed = load.statusCodes["503"]?.count ?? 0;
const served = load.ok;
const other = load.non2xx - shed;
const duringP99 = p99(during.map((x) => x.latency));
console.log(`offered ${rate} req/s for ${seconds} s from ${CONNECTIONS} connections (a process of their own): ${load.sent} sent`);
console.log(
  `served ${served} (${(served / seconds).toFixed(0)}/s), shed ${shed} with 503 (${(shed / seconds).toFixed(0)}/s), other non-2xx ${other}, errors ${load.errors}, timeouts ${load.timeouts}`,
);
console.log(`the load's own latency (its client busy on the same cores): p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms`);
console.log(
  `a phone's request meanwhile (its connection open, 20/s): p50 ${pct(
    during.map((x) => x.latency),
    0.5,
  ).toFixed(0)} ms, p99 ${duringP99.toFixed(0)} ms, ${during.filter((x) => x.status === 503).length} of ${during.length} shed`,
);
console.log(`server memory: ${rssBefore.toFixed(0)} MB before, ${rssMax.toFixed(0)} MB at most`);
console.log(`light probe before: p99 ${p99(before.map((x) => x.latency)).toFixed(1)} ms`);
// Recovery: the first second from which every second of the probe is normal again.
const windows = Array.from({ length: RECOVERY_S + 3 }, (_, s) => after.filter((x) => x.at >= s * 1000 && x.at < (s + 1) * 1000));
const normal = windows.map(
  (w) =>
    w.length > 0 &&
    w.every((x) => x.status === 200) &&
    pct(
      w.map((x) => x.latency),
      0.95,
    ) <= NORMAL_P95_MS,
);
const recoveredAt = normal.findIndex((_, i) => normal.slice(i).every(Boolean));
console.log(
  `after: p95 per second ${windows
    .map((w) =>
      pct(
        w.map((x) => x.latency),
        0.95,
      ).toFixed(0),
    )
    .join(", ")} ms; normal from second ${recoveredAt < 0 ? "never" : recoveredAt}`,
);

const failures = [
  !alive && "the server is down",
  shed === 0 && served < rate * seconds * 0.9 && "nothing was shed, yet the offer was not served",
  load.retryAfterMissing > 0 && `${load.retryAfterMissing} 503 answer(s) without Retry-After`,
  duringP99 > MAX_P99_UNDER_LOAD_MS && `a request during the overload waited ${duringP99.toFixed(0)} ms (p99): queued instead of shed`,
  other > 0 && `${other} answers neither served nor shed`,
  rssMax - rssBefore > MAX_RSS_GROWTH_MB && `memory grew ${(rssMax - rssBefore).toFixed(0)} MB`,
  (recoveredAt < 0 || recoveredAt > RECOVERY_S) && `not back to p95 ≤ ${NORMAL_P95_MS} ms within ${RECOVERY_S} s`,
].filter(Boolean);
console.log(failures.length === 0 ? "overload: up, shed quickly, bounded, recovered" : `overload: FAILED\n  ${failures.join("\n  ")}`);
process.exit(failures.length === 0 ? 0 : 1);
