// What a Lighthouse run's tasks were made of. Lighthouse's mobile simulation multiplies each
// main-thread task of its unthrottled load by 4 and counts what a task has over 50 ms: a task of
// 12.5 ms or more in the trace counts toward total blocking time. This lists those tasks of each
// trace (kept by `bench:lighthouse -- --reports DIR --profile`), when they ran from the first
// contentful paint, the kinds of work in them (layout, style, script, paint) and, from the trace's
// CPU profile, the functions their time went to, mapped back to the app's sources through the
// build's source maps. Not part of npm test.
// Usage: npm run bench:trace -- [--min MS] [--dist DIR] TRACE.json... (node scripts/bench-trace.mjs)
//   --min MS    list tasks this long or longer, unthrottled (default 12.5)
//   --dist DIR  the build the traces ran (its source maps; default dist)
import { readFileSync } from "node:fs";
import { add, frameNamer, heaviest, rendererMain } from "./trace-reading.mjs";

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const MIN_MS = Number(valueOf("--min") ?? 12.5);
const nameFrame = frameNamer(valueOf("--dist") ?? "dist");
const files = args.filter((a, i) => !a.startsWith("--") && !["--min", "--dist"].includes(args[i - 1] ?? ""));
if (files.length === 0) {
  console.error("usage: node scripts/bench-trace.mjs [--min MS] [--dist DIR] TRACE.json...");
  process.exit(1);
}

/** The trace's events that make up a task's kinds of work. */
const KINDS = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "PrePaint",
  "Layerize",
  "Commit",
  "v8.compile",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "FireAnimationFrame",
  "MajorGC",
  "MinorGC",
]);
const list = (map, n) =>
  heaviest(map, n)
    .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
    .join(", ");

/** The samples of the main thread's CPU profile: each one's time (µs, the trace's clock) and its frame's name. */
function samplesOf(events, main) {
  const profile = events.find((e) => e.name === "Profile" && e.pid === main.pid && e.tid === main.tid);
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let t = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === "ProfileChunk" && e.id === profile.id && e.pid === main.pid)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, nameFrame(n.callFrame));
    (cpuProfile.samples ?? []).forEach((id, i) => {
      t += timeDeltas[i] ?? 0;
      samples.push({ t, node: id });
    });
  }
  return samples.map((s, i) => ({ t: s.t, us: (samples[i + 1]?.t ?? s.t) - s.t, ...(nodes.get(s.node) ?? { source: "?", name: "?" }) }));
}

for (const file of files) {
  const events = JSON.parse(readFileSync(file, "utf8")).traceEvents;
  const renderer = rendererMain(events);
  if (!renderer) {
    console.log(`${file}: no renderer main thread`);
    continue;
  }
  const { main, onMain, tasks } = renderer;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)?.ts;
  const origin = fcp ?? Math.min(...tasks.map((e) => e.ts));
  const samples = samplesOf(events, main);
  const long = tasks.filter((e) => e.dur >= MIN_MS * 1000);
  const counted = long.filter((e) => fcp === undefined || e.ts + e.dur > fcp);
  const blocking = counted.reduce((n, e) => n + Math.max(0, (e.dur / 1000) * 4 - 50), 0);
  console.log(
    `${file}: ${long.length} task(s) of ${MIN_MS} ms or more, ${counted.length} ending after the first contentful paint (${blocking.toFixed(0)} ms over 50 at 4x)${samples.length ? "" : "; no CPU profile in the trace"}`,
  );
  for (const task of long) {
    const end = task.ts + task.dur;
    const kinds = new Map();
    for (const e of onMain) if (e !== task && e.ts >= task.ts && e.ts + e.dur <= end && KINDS.has(e.name)) add(kinds, e.name, e.dur);
    const functions = new Map();
    for (const s of samples) if (s.t >= task.ts && s.t <= end && s.source !== "(idle)") add(functions, s.name, s.us);
    const at = ((task.ts - origin) / 1000).toFixed(0);
    console.log(`  ${at.padStart(6)} ms ${(task.dur / 1000).toFixed(1).padStart(6)} ms  [${list(kinds, 4)}]`);
    if (functions.size) console.log(`                        ${list(functions, 6)}`);
  }
}
