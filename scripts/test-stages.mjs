// npm test: the stages CI runs, in order, each timed; stops at the first that fails and prints the
// time of every stage run so far, so a slower stage shows in the log.
// The flow lab's development build (scripts/flow-lab-build.mjs), which only the e2e stage needs,
// is made beside the first stages (typecheck runs on one core and leaves the other idle) instead of
// by Playwright before its first test; its own time is printed with the stages.
// Usage: node scripts/test-stages.mjs
import { spawn } from "node:child_process";
import { FLOW_LAB_BUILD, FLOW_LAB_BUILT_ENV } from "./flow-lab-build.mjs";

/** Each stage: its name and the npm script (with extra environment) or command it runs. */
export const STAGES = [
  { name: "typecheck", script: "typecheck" },
  { name: "format", script: "format:check" },
  { name: "lint", script: "lint" },
  { name: "unit", script: "test:unit" },
  { name: "build", script: "build", env: { VITE_LOGIN_CHECKS: "newDevice" } },
  { name: "budget", script: "test:budget" },
  { name: "e2e", command: ["npx", "playwright", "test"], env: { [FLOW_LAB_BUILT_ENV]: "1" }, needsFlowLab: true },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command to its end, its output on this terminal; resolves to its exit status. */
const run = ([cmd, ...args], env) =>
  new Promise((resolve) => spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).on("close", (status) => resolve(status)));

/** A command run in the background, its output kept for when it fails. */
function background(name, [cmd, ...args], env) {
  const t0 = performance.now();
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const done = new Promise((resolve) => child.on("close", (status) => resolve({ name, status, output, ms: performance.now() - t0 })));
  return { done, stop: () => child.kill() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const times = [];
  const started = performance.now();
  let failed = null;
  const flowLab = background("flow-lab build", FLOW_LAB_BUILD, { NODE_ENV: "development" });
  for (const stage of STAGES) {
    if (stage.needsFlowLab) {
      const job = await flowLab.done;
      times.push(["flow-lab *", job.ms]);
      if (job.status !== 0) {
        console.log(`\n=== ${job.name}: ${FLOW_LAB_BUILD.join(" ")}\n${job.output}`);
        failed = job.name;
        break;
      }
    }
    const t0 = performance.now();
    const [cmd, ...args] = stage.command ?? ["npm", "run", "--silent", stage.script];
    console.log(`\n=== ${stage.name}: ${[cmd, ...args].join(" ")}`);
    const status = await run([cmd, ...args], stage.env);
    times.push([stage.name, performance.now() - t0]);
    if (status !== 0) {
      failed = stage.name;
      break;
    }
  }
  flowLab.stop();
  console.log("\nstage        time");
  for (const [name, ms] of times) console.log(`${name.padEnd(12)} ${seconds(ms)}`);
  console.log(`${"total".padEnd(12)} ${seconds(performance.now() - started)}${failed ? `  (stopped: ${failed} failed)` : ""}`);
  if (times.some(([name]) => name === "flow-lab *")) console.log("* the flow lab's development build, made in the background from the start");
  process.exit(failed ? 1 : 0);
}
