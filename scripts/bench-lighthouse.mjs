// The figure users feel: Lighthouse's mobile simulation (slow 4G, 4× slower CPU) on the first
// routes, the event list, the store directory and a member route as a logged-in member, against
// the reference server serving the current build over HTTPS and HTTP/2, as a deployment serves the
// app (Lighthouse's simulation gives plain HTTP/1.1 six fresh connections to an origin, each with
// its own TCP slow start, which no phone on a real host pays; --http1 measures it anyway). Each URL
// runs RUNS times, interleaved (a slow moment of the shared machine then hits every URL alike), and
// the table shows the medians (FCP, LCP, CLS, performance score, TBT, script bytes and count).
// Fails when a median LCP is over 2.5 s or a median performance score under 90. Not part of npm
// test: a run takes minutes and its timings vary with the machine's load.
// Usage: node scripts/bench-lighthouse.mjs [--no-build] [--http1] [--runs N] [--against DIR] [--peer DIR] [--reports DIR [--profile]] [/path ...] ["/path (member)" ...]
//   --http1        serve plain HTTP/1.1 instead of HTTPS with HTTP/2 (needs no openssl)
//   --against DIR  also measure another build's app folder (say, the main branch's dist copied
//                  aside), interleaved with this one, and print its table first: a before/after
//                  on the same machine load (repeat it for more builds)
//   --peer DIR     also measure a peer project's static build (bulletproof-react's Vite app, built
//                  as shipped: see the README) on its / only, served as a static host would
//                  (bench-server.mjs startStaticServer), in the same rounds; its table comes first
//                  and its figures never fail the run
//   --reports DIR  keep each run's Lighthouse JSON report there (its long tasks, its bootup time),
//                  and its trace beside it (what each task of the load was made of: bench-trace.mjs)
//   --profile      record a CPU profile in the traces too (with --reports; its sampling slows the
//                  page a little: for finding what a task runs, not for the figures)
//   CHROME_PATH  the browser Lighthouse drives (default /usr/bin/chromium); BENCH_PORT  the server's port
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acceptSelfSigned, buildUnlessAsked, warnWithoutKoreanFont, memberLogin, startServer, startStaticServer } from "./bench-server.mjs";

const LCP_MAX_S = 2.5;
const PERF_MIN = 90;
const MEMBER_SUFFIX = " (member)";
const DEFAULT_PATHS = ["/", "/hanam", "/hanam/event", "/hanam/tenant", `/hanam/myinfo/receipt${MEMBER_SUFFIX}`];
const PEER_LABEL = "peer (bulletproof-react)";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const RUNS = Number(valueOf("--runs") ?? 3);
const against = args.filter((_, i) => args[i - 1] === "--against");
const peerDir = valueOf("--peer");
const reportsDir = valueOf("--reports");
const explicit = args.filter((a, i) => !a.startsWith("--") && !["--runs", "--against", "--peer", "--reports"].includes(args[i - 1] ?? ""));
const paths = explicit.length ? explicit : DEFAULT_PATHS;

if (flags.has("--peer") && (!peerDir || peerDir.startsWith("--"))) {
  console.error("--peer takes the folder of the peer's static build (its dist)");
  process.exit(1);
}
buildUnlessAsked(flags);
warnWithoutKoreanFont();
const tls = !flags.has("--http1");
if (tls) acceptSelfSigned();
/**
 * The builds measured, each on its paths: the peer (another project's app, on its landing page
 * only: it has no mall routes), the builds to compare with, and this one.
 */
const builds = [];
if (peerDir) builds.push({ label: PEER_LABEL, base: await startStaticServer(peerDir, { tls }), paths: ["/"], peer: true });
for (const dir of against) builds.push({ label: dir, base: await startServer(dir, { tls }), paths });
builds.push({ label: "this build", base: await startServer("dist", { tls }), paths });
/** Each round's order: the peer's / comes first when / is not among the paths asked for. */
const order = peerDir && !paths.includes("/") ? ["/", ...paths] : paths;
const work = mkdtempSync(join(tmpdir(), "mall-lighthouse-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));

/** The session cookie of a fresh login of the demo member (the page checks the session with it, as after a reload). */
async function memberCookie(base) {
  const { url, form, headers } = memberLogin(base);
  const res = await fetch(url, { method: "POST", body: new URLSearchParams(form), headers });
  if (!res.ok) throw new Error(`the demo member's login answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("the demo member's login set no cookie");
  return cookie;
}

/** One Lighthouse run of a URL (a fresh browser profile: a cold cache), as its JSON report. */
function lighthouse(url, file, extraHeaders) {
  const cli = [
    "node_modules/lighthouse/cli/index.js",
    url,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${file}`,
    "--quiet",
    ...(reportsDir ? ["--save-assets"] : []),
    ...(flags.has("--profile") ? ["--additional-trace-categories=disabled-by-default-v8.cpu_profiler"] : []),
    // The bench's own certificate is self-signed.
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu${tls ? " --ignore-certificate-errors" : ""}`,
    ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cli, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(readFileSync(file, "utf8"))) : reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.slice(-500)}`)),
    );
  });
}

/**
 * What the table shows of one report. `origin`: only requests to it count for the protocol check
 * (the peer's page also asks a font stylesheet from a third-party host, which a run here cannot
 * reach, and its API from a mock in its service worker).
 */
function figures(report, origin) {
  if (report.runtimeError) throw new Error(`${report.finalDisplayedUrl}: ${report.runtimeError.message}`);
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  // The requests the page's origin answered: one the page dropped before its answer (an image
  // replaced while loading) has no protocol, and says nothing of the one the server speaks.
  const answered = requests.filter((r) => /^https?:/.test(r.url) && (!origin || r.url.startsWith(origin)) && !(r.protocol === "" && !r.finished));
  return {
    fcp: report.audits["first-contentful-paint"].numericValue / 1000,
    lcp: report.audits["largest-contentful-paint"].numericValue / 1000,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    perf: Math.round(report.categories.performance.score * 100),
    tbt: report.audits["total-blocking-time"].numericValue,
    jsKib: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    notH2: answered.filter((r) => r.protocol !== "h2").map((r) => `${r.url} (${r.protocol})`),
    finalUrl: report.finalDisplayedUrl,
  };
}

/**
 * One run's figures; a run Lighthouse itself fails (its trace recording sometimes misses the
 * navigation on a busy machine: NO_NAVSTART) is tried again, twice at most.
 */
async function measured(url, file, extraHeaders, origin) {
  for (let attempt = 1; ; attempt++) {
    try {
      return figures(await lighthouse(url, file, extraHeaders), origin);
    } catch (e) {
      if (attempt === 3) throw e;
      console.error(`  (${e.message.split("\n")[0].slice(0, 160)}: trying again)`);
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const member = paths.some((p) => p.endsWith(MEMBER_SUFFIX));
for (const b of builds) b.cookie = member && !b.peer ? await memberCookie(b.base) : null;
const runs = new Map(builds.flatMap((b) => b.paths.map((p) => [`${b.label} ${p}`, []])));
const started = performance.now();

/** One run of a build's path, checked: it stayed where it was sent and came over HTTP/2 only. */
async function run(b, path, round) {
  const asMember = path.endsWith(MEMBER_SUFFIX);
  const url = `${b.base}${asMember ? path.slice(0, -MEMBER_SUFFIX.length) : path}`;
  const file = join(work, `${round}.json`);
  const f = await measured(url, file, asMember ? { Cookie: b.cookie } : null, b.peer ? b.base : null);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${b.peer ? "peer" : builds.indexOf(b)}${path.replace(/[^\w]+/g, "_")}-${round + 1}`;
    copyFileSync(file, join(reportsDir, `${name}.json`));
    // Lighthouse's --save-assets writes the trace beside the report.
    copyFileSync(file.replace(/\.json$/, "-0.trace.json"), join(reportsDir, `${name}.trace.json`));
  }
  if (asMember && new URL(f.finalUrl).pathname !== new URL(url).pathname) throw new Error(`${path}: the page left for ${f.finalUrl}: not measured as a member`);
  if (tls && f.notH2.length > 0) throw new Error(`${path}: not loaded over HTTP/2 only: ${f.notH2.join("; ")}`);
  return f;
}

for (let round = 0; round < RUNS; round++) {
  for (const path of order) {
    for (const b of builds) {
      if (!b.paths.includes(path)) continue;
      let f;
      try {
        f = await run(b, path, round);
      } catch (e) {
        // The peer is there to compare with: a run of it that fails is left out, not the bench's failure.
        if (!b.peer) throw e;
        console.error(`  run ${round + 1}/${RUNS} ${b.label} ${path}: not measured (${e.message.split("\n")[0].slice(0, 160)})`);
        continue;
      }
      runs.get(`${b.label} ${path}`).push(f);
      console.error(
        `  run ${round + 1}/${RUNS} ${builds.length > 1 ? `${b.label} ` : ""}${path}: LCP ${f.lcp.toFixed(2)} s, perf ${f.perf}, JS ${f.jsKib.toFixed(1)} KiB in ${f.scripts} scripts`,
      );
    }
  }
}

const problems = [];
const width = Math.max(4, ...order.map((p) => p.length));
for (const b of builds) {
  console.log(
    `\n${builds.length > 1 ? `${b.label}\n` : ""}${"path".padEnd(width)}  ${"FCP s".padStart(6)}  ${"LCP s".padStart(6)}  ${"CLS".padStart(5)}  perf  ${"TBT ms".padStart(6)}  ${"JS KiB".padStart(6)}  scripts   (median of ${RUNS}; LCP runs)`,
  );
  for (const path of b.paths) {
    const rs = runs.get(`${b.label} ${path}`);
    if (!rs.length) {
      console.log(`${path.padEnd(width)}  no run succeeded`);
      continue;
    }
    const m = {
      fcp: median(rs.map((r) => r.fcp)),
      lcp: median(rs.map((r) => r.lcp)),
      cls: median(rs.map((r) => r.cls)),
      perf: median(rs.map((r) => r.perf)),
      tbt: median(rs.map((r) => r.tbt)),
      jsKib: median(rs.map((r) => r.jsKib)),
      scripts: median(rs.map((r) => r.scripts)),
    };
    const over = [m.lcp > LCP_MAX_S && `LCP over ${LCP_MAX_S} s`, m.perf < PERF_MIN && `performance under ${PERF_MIN}`].filter(Boolean);
    const spread = rs.map((r) => r.lcp.toFixed(2)).join(" ");
    console.log(
      `${path.padEnd(width)}  ${m.fcp.toFixed(2).padStart(6)}  ${m.lcp.toFixed(2).padStart(6)}  ${m.cls.toFixed(3).padStart(5)}  ${String(m.perf).padStart(4)}  ${m.tbt.toFixed(0).padStart(6)}  ${m.jsKib.toFixed(1).padStart(6)}  ${String(m.scripts).padStart(7)}   (${spread})${over.length ? `  ${over.join(", ")}` : ""}`,
    );
    // Only this build has to meet the limits; the other is there to compare with.
    if (b === builds.at(-1)) for (const o of over) problems.push(`${path}: ${o}`);
  }
}
const compared = builds.filter((b) => !b.peer).length;
console.log(
  `\n${paths.length} URLs × ${compared} build${compared > 1 ? "s" : ""}${peerDir ? " and the peer's /" : ""} × ${RUNS} runs over ${tls ? "HTTPS, HTTP/2" : "HTTP/1.1"} in ${((performance.now() - started) / 1000).toFixed(0)} s; limits: LCP ≤ ${LCP_MAX_S} s, performance ≥ ${PERF_MIN}`,
);
for (const p of problems) console.error(p);
process.exit(problems.length ? 1 : 0);
