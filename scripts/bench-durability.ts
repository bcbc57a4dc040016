// Durability under kill -9, as a benchmark: the built server on one database file, killed with
// SIGKILL in the middle of a stream of writes, round after round, and started again on what the
// kill left. After each kill every acknowledged write must be in the database as answered, a write
// in flight whole or absent, and SQLite must find the file sound (server/durability-check.ts).
// Exits 1 on any loss, stray row or damage. Needs `npm run build`.
// Usage: npm run bench:durability [-- --rounds 5 --writers 16]
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deviceCoupons, killRound, type RoundResult } from "../server/durability-check.ts";
import { startServerProcess } from "../server/server-process.ts";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const rounds = arg("rounds", 5);
const writers = arg("writers", 16);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(writers) || writers < 1) {
  console.error("usage: npm run bench:durability -- [--rounds N] [--writers N]");
  process.exit(2);
}
if (!existsSync("dist-server/main.js")) {
  console.error("no server build in dist-server/: run npm run build first");
  process.exit(1);
}

/** Noon in Seoul: coupons can be issued. */
const MALL_CLOCK = "2026-11-20T03:00:00Z";
const dir = mkdtempSync(join(tmpdir(), "mall-durability-"));
const dbPath = join(dir, "mall.db");
const port = 4500 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;
process.on("exit", () => {
  server?.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the built server on the benchmark's database; resolves once it answers, with the time it took. */
async function start(): Promise<number> {
  const t0 = performance.now();
  server = await startServerProcess(["dist-server/main.js"], port, { ...process.env, NODE_ENV: "production", DB_PATH: dbPath, MALL_CLOCK });
  return performance.now() - t0;
}

const results: (RoundResult & { startMs: number; killAfterMs: number })[] = [];
let startMs = await start();
const coupons = deviceCoupons(dbPath, "hanam", Date.parse(MALL_CLOCK));
for (let r = 1; r <= rounds; r++) {
  // The kill lands at a different point of the stream each round.
  const killAfterMs = 400 + Math.floor(Math.random() * 1200);
  const round = await killRound({ base, server: server!, dbPath, mall: "hanam", coupons, writers, killAfterMs, tag: `r${r}` });
  results.push({ ...round, startMs, killAfterMs });
  startMs = await start();
}

console.log("round  kill at  acknowledged  in flight  kept of those  lost  stray  unsound  start before");
results.forEach((x, i) =>
  console.log(
    `${String(i + 1).padStart(5)}  ${`${x.killAfterMs} ms`.padStart(7)}  ${String(x.acknowledged).padStart(12)}  ${String(x.inFlight).padStart(9)}  ${String(x.inFlightKept).padStart(13)}  ${String(x.lost.length).padStart(4)}  ${String(x.strays.length).padStart(5)}  ${String(x.unsound.length).padStart(7)}  ${`${Math.round(x.startMs)} ms`.padStart(12)}`,
  ),
);
console.log(`the server started again on the file left by the last kill in ${Math.round(startMs)} ms`);
const bad = results.flatMap((x) => [...x.refused, ...x.lost, ...x.strays, ...x.unsound]);
for (const b of bad.slice(0, 20)) console.error(b);
const acknowledged = results.reduce((s, x) => s + x.acknowledged, 0);
console.log(
  `durability: ${acknowledged} acknowledged writes over ${rounds} kill(s), ${bad.length === 0 ? "none lost, nothing half-written" : `${bad.length} problem(s)`}`,
);
process.exit(bad.length === 0 ? 0 : 1);
