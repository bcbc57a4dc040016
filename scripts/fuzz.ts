// npm run fuzz [-- --cases N] [--seconds S] [--seed X] [--only api|decoders|manifests] [--path P]
// Runs the fuzz properties of tests/fuzz with N cases in all (default 100,000: half on the API, a
// third on the client's decoders, the rest on the manifests) within S seconds (default 600, shared
// out in the same proportions); prints each property's count and seed, and on a failure the shrunk
// case and the command that replays it. Exits 1 on a failure.
import { describeRun, fuzzApi, fuzzDecoders, fuzzManifests, type FuzzRun } from "../tests/fuzz/run.ts";

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const cases = Number(option("cases") ?? 100_000);
const seconds = Number(option("seconds") ?? 600);
const seed = option("seed") === undefined ? undefined : Number(option("seed"));
const only = option("only");
const path = option("path");
if (!Number.isInteger(cases) || cases < 1 || !(seconds > 0) || (seed !== undefined && !Number.isInteger(seed))) {
  console.error("usage: npm run fuzz -- [--cases N] [--seconds S] [--seed X] [--only api|decoders|manifests] [--path P]");
  process.exit(2);
}

const SHARE = { api: 0.5, decoders: 0.3, manifests: 0.2 } as const;
const names = (Object.keys(SHARE) as (keyof typeof SHARE)[]).filter((n) => only === undefined || n === only);
if (names.length === 0) {
  console.error(`unknown property ${only}: api, decoders or manifests`);
  process.exit(2);
}
const total = names.reduce((s, n) => s + SHARE[n], 0);
const started = performance.now();
const runs: FuzzRun[] = [];
for (const name of names) {
  const share = SHARE[name] / total;
  const o = { runs: Math.max(1, Math.round(cases * share)), seed, timeLimitMs: seconds * 1000 * share, ...(path ? { path } : {}) };
  const t0 = performance.now();
  const run = name === "api" ? await fuzzApi(o) : name === "decoders" ? await fuzzDecoders(o) : fuzzManifests(o);
  runs.push(run);
  console.log(`${describeRun(run)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const ran = runs.reduce((s, r) => s + r.runs, 0);
const failed = runs.filter((r) => r.failure);
console.log(
  `fuzz: ${ran} case(s) in ${((performance.now() - started) / 1000).toFixed(1)} s, ${failed.length === 0 ? "no failure" : `${failed.length} propert(ies) failed`}`,
);
process.exit(failed.length === 0 ? 0 : 1);
