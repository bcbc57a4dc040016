import fc from "fast-check";
import { loadManifestFiles } from "../../engine/manifests/load-files.ts";
import { anyRequest, fuzzServer, sendAndJudge } from "./api.ts";
import { anyAnswer, callAndJudge } from "./decoders.ts";
import { checkAndJudge, manifestChanges } from "./manifests.ts";

// The three fuzz properties, run by the quick sample of npm test (tests/unit/fuzz.test.ts) and by
// npm run fuzz (scripts/fuzz.ts) with many more cases.

export interface FuzzRun {
  name: "api" | "decoders" | "manifests";
  /** Cases run (fewer than asked when the time ran out). */
  runs: number;
  seed: number;
  interrupted: boolean;
  /** The first failure, shrunk: its counterexample and verdict, with the path that replays it. */
  failure: { counterexample: string; verdict: string; path: string } | null;
}

export interface FuzzOptions {
  runs: number;
  seed?: number;
  /** Stop after this many milliseconds (the cases run by then are reported). */
  timeLimitMs?: number;
  /** A fresh server (rate limits, state) after this many API cases. */
  serverEvery?: number;
  /** Replays one failure: the path fast-check printed with its seed. */
  path?: string;
}

const checkOptions = (o: FuzzOptions) => ({
  numRuns: o.runs,
  seed: o.seed,
  path: o.path,
  interruptAfterTimeLimit: o.timeLimitMs,
  markInterruptAsFailure: false,
});

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

function report<T>(name: FuzzRun["name"], d: fc.RunDetails<T>): FuzzRun {
  return {
    name,
    runs: d.numRuns,
    seed: d.seed,
    interrupted: d.interrupted,
    failure: d.failed ? { counterexample: fc.stringify(d.counterexample), verdict: messageOf(d.errorInstance), path: d.counterexamplePath ?? "" } : null,
  };
}

/** Throws with the verdict: fast-check then shrinks the case and keeps the message. */
function holds(verdict: string | null): void {
  if (verdict !== null) throw new Error(verdict);
}

export async function fuzzApi(o: FuzzOptions): Promise<FuzzRun> {
  let current = await fuzzServer();
  let sinceFresh = 0;
  const property = fc.asyncProperty(anyRequest(current.server), async (r) => {
    if (++sinceFresh > (o.serverEvery ?? 500)) {
      current = await fuzzServer();
      sinceFresh = 0;
    }
    holds(await sendAndJudge(current.server, current.memberCookie, r));
  });
  const d = await fc.check(property, checkOptions(o));
  return report("api", d);
}

export async function fuzzDecoders(o: FuzzOptions): Promise<FuzzRun> {
  const property = fc.asyncProperty(anyAnswer, async (a) => holds(await callAndJudge(a)));
  const d = await fc.check(property, checkOptions(o));
  return report("decoders", d);
}

export function fuzzManifests(o: FuzzOptions): FuzzRun {
  const files = loadManifestFiles(process.cwd());
  const property = fc.property(manifestChanges(files), (c) => holds(checkAndJudge(files, c)));
  const d = fc.check(property, checkOptions(o));
  return report("manifests", d);
}

/** A run's line for a person: the cases, the seed and, on failure, how to replay it. */
export function describeRun(r: FuzzRun): string {
  const head = `${r.name}: ${r.runs} case(s), seed ${r.seed}${r.interrupted ? " (stopped at the time limit)" : ""}`;
  if (!r.failure) return `${head}: ok`;
  return `${head}: FAILED\n  ${r.failure.verdict}\n  case: ${r.failure.counterexample.slice(0, 600)}\n  replay: npm run fuzz -- --only ${r.name} --seed ${r.seed} --path ${r.failure.path}`;
}
