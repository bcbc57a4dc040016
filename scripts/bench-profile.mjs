// Where a page load's main-thread JavaScript goes: a CPU profile of one cold load of a path in
// Chromium with the CPU 4× slower on a phone's screen, its samples mapped back through the build's
// source maps, and the self time summed per source (a package, or the app's own file) and per
// function. A figure of Lighthouse's blocking time varies by hundreds of ms between runs on a busy
// machine; this shows which code the time is spent in, so a change of 20 ms can be seen. How decision
// 0053 found the route table, the locale checks and the date format in the first task.
// Usage: node scripts/bench-profile.mjs [--no-build] [--runs N] [--stacks TEXT] [--callers TEXT] [--tasks] [--member] [/path]
//   --runs N        profile N loads (default 1) and sum them
//   --tasks         also trace each load and list its long tasks (over 50 ms at 4×, what blocking
//                   time counts): when, how long, what kind, and the sources their samples fall in
//   --member        load the path as the demo member (a fresh login's session cookie, nothing stored)
//   --stacks TEXT   also print the five heaviest call stacks of the functions whose mapped name
//                   contains TEXT (say, a package or a file of the app)
//   --callers TEXT  also sum the self time of the code whose source contains TEXT (a package, a
//                   chunk) by the nearest caller outside it: which of the app's calls it is spent for
//   BENCH_DIST=DIR  profile another build's app folder; CHROME_PATH the browser (default /usr/bin/chromium)
// Not part of npm test: its figures follow the machine's load.
import { chromium } from "@playwright/test";
import { add, frameNamer, heaviest, rendererMain } from "./trace-reading.mjs";
import { buildUnlessAsked, memberLogin, startServer, warnWithoutKoreanFont } from "./bench-server.mjs";

const CPU_SLOWDOWN = 4;
/** Sampling interval, µs: fine enough for functions of a millisecond or two at 4×. */
const SAMPLE_US = 200;
/** How long the page is profiled after its load event, ms: its hydration and first calls. */
const AFTER_LOAD_MS = 4000;

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const runs = Number(valueOf("--runs") ?? 1);
const stacksOf = valueOf("--stacks");
const callersOf = valueOf("--callers");
const tasks = flags.has("--tasks");
/** A task this long or longer (ms, at 4×) is a long task: blocking time counts what it has over 50. */
const LONG_TASK_MS = 50;
/** The trace events a long task's kinds are summed from. */
const TASK_KINDS = new Set([
  "EvaluateScript",
  "v8.compile",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "RunMicrotasks",
  "FireAnimationFrame",
  "ParseAuthorStyleSheet",
]);
const path = args.find((a, i) => !a.startsWith("--") && !["--runs", "--stacks", "--callers"].includes(args[i - 1] ?? "")) ?? "/";
const dist = process.env.BENCH_DIST ?? "dist";

const nameFrame = frameNamer(dist);
/** A profile node's source (for the per-source sum) and name (for the per-function sum and stacks). */
const named = (node) => nameFrame(node.callFrame);

/**
 * The renderer's main-thread tasks of a load over LONG_TASK_MS: start (ms from the first task), length,
 * the kinds of work inside (the trace's events of TASK_KINDS, by total time: script, style, layout, parse) and
 * the sources of the profile's samples in it.
 */
function printLongTasks(run, events, profile, stamps, nodes) {
  const { onMain, tasks: all } = rendererMain(events) ?? { onMain: [], tasks: [] };
  const origin = all.length ? Math.min(...all.map((e) => e.ts)) : 0;
  const long = all.filter((e) => e.dur >= LONG_TASK_MS * 1000);
  const blocking = long.reduce((sum, e) => sum + e.dur / 1000 - LONG_TASK_MS, 0);
  console.log(`run ${run + 1}: ${long.length} long task(s), ${blocking.toFixed(0)} ms over ${LONG_TASK_MS} ms in all`);
  for (const task of long) {
    const end = task.ts + task.dur;
    const kinds = new Map();
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts + e.dur <= end && TASK_KINDS.has(e.name))
        add(kinds, `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/.*\//, "")}` : ""}`, e.dur);
    const sources = new Map();
    profile.samples.forEach((id, i) => {
      if (stamps[i] < task.ts || stamps[i] > end) return;
      const node = nodes.get(id);
      if (node.source !== "(idle)") add(sources, node.source, profile.timeDeltas[i + 1] ?? 0);
    });
    const list = (map, n) =>
      heaviest(map, n)
        .map(([k, us]) => `${k} ${(us / 1000).toFixed(0)}`)
        .join(", ");
    console.log(
      `  at ${((task.ts - origin) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  [${list(kinds, 4)}]\n                        ${list(sources, 6)}`,
    );
  }
}

buildUnlessAsked(flags);
warnWithoutKoreanFont();
const base = await startServer(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const bySource = new Map();
const byFunction = new Map();
const stacks = new Map();
const callers = new Map();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (flags.has("--member")) {
      const { url, form, headers } = memberLogin(base);
      const res = await context.request.post(url, { form, headers });
      if (!res.ok()) throw new Error(`the demo member's login answered ${res.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: SAMPLE_US });
    const events = [];
    if (tasks) {
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
      await cdp.send("Tracing.start", { traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] } });
    }
    await cdp.send("Profiler.start");
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const { profile } = await cdp.send("Profiler.stop");
    if (tasks) {
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
    }
    await context.close();

    const nodes = new Map(profile.nodes.map((n) => [n.id, { ...n, ...named(n) }]));
    const parentOf = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
    // A sample's time is the gap to the next sample.
    if (tasks) {
      /** Each sample's time stamp (µs, the trace's clock). */
      const stamps = [];
      profile.samples.reduce((t, _, i) => (stamps[i] = t + profile.timeDeltas[i]), profile.startTime);
      printLongTasks(run, events, profile, stamps, nodes);
    }
    profile.samples.forEach((id, i) => {
      const us = profile.timeDeltas[i + 1] ?? 0;
      const node = nodes.get(id);
      if (node.source === "(idle)") return;
      add(bySource, node.source, us);
      add(byFunction, node.name, us);
      if (callersOf && node.source.includes(callersOf)) {
        let up = parentOf.get(id);
        while (up !== undefined && nodes.get(up).source.includes(callersOf)) up = parentOf.get(up);
        add(callers, up === undefined ? "(root)" : nodes.get(up).name, us);
      }
      if (stacksOf && node.name.includes(stacksOf)) {
        const chain = [];
        for (let up = parentOf.get(id); up !== undefined && chain.length < 12; up = parentOf.get(up)) chain.push(nodes.get(up).name);
        add(stacks, `${node.name} <- ${chain.join(" <- ")}`, us);
      }
    });
  }
} finally {
  await browser.close();
}

const top = (map, n) =>
  heaviest(map, n)
    .map(([key, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`)
    .join("\n");
console.log(`${path}: self time at ${CPU_SLOWDOWN}x CPU over ${runs} cold load(s), to ${AFTER_LOAD_MS / 1000} s after load (idle left out)\n`);
console.log(`by source\n${top(bySource, 30)}\n`);
console.log(`by function\n${top(byFunction, 30)}`);
if (callersOf) console.log(`\nthe self time of "${callersOf}" by its nearest caller outside it\n${top(callers, 15)}`);
if (stacksOf) console.log(`\nheaviest stacks of functions named like "${stacksOf}"\n${top(stacks, 5)}`);
process.exit(0);
