// Starts the reference server: the API and the built app on one port.
import { readFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { GroupCommit, walSync } from "./db/group-commit.ts";
import { openDb, type Db } from "./db/open.ts";
import { domains } from "./domains.ts";
import { LagMonitor, overloadGuard } from "./http/overload.ts";
import { parseServerEnv, serverSettings, startupLines, type ServerEnv } from "./env.ts";
import { prepareRuntime } from "./runtime.ts";

/** Prints why the server cannot start, and stops with exit code 1 (no stack trace: the message says it all). */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: ServerEnv;
try {
  env = parseServerEnv(process.env);
} catch (e) {
  fail((e as Error).message);
}
// With TLS_CERT and TLS_KEY: HTTPS, HTTP/2 where the client offers it (as a real deployment serves the app), else HTTP/1.1.
let tls: { cert: Buffer; key: Buffer } | null = null;
if (env.TLS_CERT !== undefined && env.TLS_KEY !== undefined) {
  try {
    tls = { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) };
  } catch (e) {
    fail(`The server cannot start: TLS_CERT or TLS_KEY cannot be read: ${(e as Error).message}`);
  }
}
const production = env.NODE_ENV === "production";
// MALL_CLOCK pins the server's clock to a moment that then runs on in real time (demos, benchmarks).
const clockStart = env.MALL_CLOCK?.getTime();
const bootedAt = Date.now();
const now = clockStart === undefined ? () => new Date() : () => new Date(clockStart + (Date.now() - bootedAt));
let db: Db;
try {
  db = openDb(env.DB_PATH, "group");
} catch (e) {
  fail(`The server cannot start: the database DB_PATH=${JSON.stringify(env.DB_PATH)} cannot be opened: ${(e as Error).message}`);
}
// A write is answered once the WAL is flushed, by one flush for all the commits made meanwhile.
const commits = new GroupCommit(walSync(env.DB_PATH));
const deps = prepareRuntime(domains, {
  dbPath: env.DB_PATH,
  db,
  durable: () => commits.durable(),
  now,
  checkResponses: !production,
  settings: serverSettings(env),
});
// Past what it can serve quickly, the API answers 503 with Retry-After instead of queueing for seconds.
const lag = new LagMonitor().start();
const app = createApp(deps, domains, {
  overload: overloadGuard(lag),
  staticDir: env.STATIC_DIR,
  sourceMaps: !production,
  trustProxy: env.TRUST_PROXY,
  testStaticDir: env.TEST_STATIC_DIR,
});
// What it runs with (the mode, the demo conveniences, the queue service), then the address last.
const listening = (info: { port: number }) => {
  console.log(startupLines(env).join("\n"));
  console.log(`mall server on ${tls ? "https" : "http"}://${env.HOST}:${info.port} (database ${env.DB_PATH})`);
};
const server = tls
  ? serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } }, listening)
  : serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, listening);
server.on("error", (e: NodeJS.ErrnoException) => fail(`The server cannot listen on ${env.HOST}:${env.PORT} (HOST, PORT): ${e.code ?? e.message}`));

const stop = () => {
  server.close();
  deps.db.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
