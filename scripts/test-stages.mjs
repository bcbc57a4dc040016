// npm test: the stages CI runs, in order, each timed; stops at the first that fails and prints the
// time of every stage run so far, so a slower stage shows in the log.
// Usage: node scripts/test-stages.mjs
import { spawnSync } from "node:child_process";

/** Each stage: its name and the npm script (with extra environment) or command it runs. */
export const STAGES = [
  { name: "typecheck", script: "typecheck" },
  { name: "format", script: "format:check" },
  { name: "lint", script: "lint" },
  { name: "unit", script: "test:unit" },
  { name: "build", script: "build", env: { VITE_LOGIN_CHECKS: "newDevice" } },
  { name: "budget", script: "test:budget" },
  { name: "e2e", command: ["npx", "playwright", "test"] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const times = [];
  const started = performance.now();
  let failed = null;
  for (const stage of STAGES) {
    const t0 = performance.now();
    const [cmd, ...args] = stage.command ?? ["npm", "run", "--silent", stage.script];
    console.log(`\n=== ${stage.name}: ${[cmd, ...args].join(" ")}`);
    const run = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...stage.env } });
    times.push([stage.name, performance.now() - t0]);
    if (run.status !== 0) {
      failed = stage.name;
      break;
    }
  }
  console.log("\nstage        time");
  for (const [name, ms] of times) console.log(`${name.padEnd(12)} ${seconds(ms)}`);
  console.log(`${"total".padEnd(12)} ${seconds(performance.now() - started)}${failed ? `  (stopped: ${failed} failed)` : ""}`);
  process.exit(failed ? 1 : 0);
}
