// Starts the reference server: the API and the built app on one port.
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { domains } from "./domains.ts";
import { prepareRuntime } from "./runtime.ts";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "127.0.0.1";
// MALL_CLOCK pins the server's clock to a moment that then runs on in real time (demos, benchmarks).
const clockStart = process.env.MALL_CLOCK ? Date.parse(process.env.MALL_CLOCK) : NaN;
const bootedAt = Date.now();
const now = Number.isFinite(clockStart) ? () => new Date(clockStart + (Date.now() - bootedAt)) : () => new Date();
const deps = prepareRuntime(domains, { dbPath: process.env.DB_PATH ?? "data/mall.db", now });
const app = createApp(deps, domains, { staticDir: process.env.STATIC_DIR ?? "dist" });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`mall server on http://${host}:${info.port} (database ${process.env.DB_PATH ?? "data/mall.db"})`);
});

const stop = () => {
  server.close();
  deps.db.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
