// The load generator of npm run bench:overload, in a process of its own so that the benchmark's
// probe measures the server, not a client busy with thousands of requests a second.
// Usage: node scripts/overload-load.mjs '<JSON: base, paths, headers, rate, seconds, connections>'
// Prints one JSON line: autocannon's counts and latency, and the 503 answers without Retry-After.
import autocannon from "autocannon";

const o = JSON.parse(process.argv[2]);
let retryAfterMissing = 0;
const result = await autocannon({
  url: o.base,
  connections: o.connections,
  overallRate: o.rate,
  duration: o.seconds,
  timeout: 10,
  headers: o.headers,
  requests: [{ setupRequest: (req) => ({ ...req, path: o.paths[Math.floor(Math.random() * o.paths.length)] }) }],
  setupClient: (client) => {
    // The client's parser reports each answer's status and raw header list.
    client.on("headers", (h) => {
      if (h.statusCode !== 503) return;
      const names = (h.headers ?? []).filter((_, i) => i % 2 === 0).map((n) => String(n).toLowerCase());
      if (!names.includes("retry-after")) retryAfterMissing++;
    });
  },
});
console.log(
  JSON.stringify({
    sent: result.requests.sent,
    ok: result["2xx"],
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats ?? {},
    errors: result.errors,
    timeouts: result.timeouts,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    retryAfterMissing,
  }),
);
