import { join } from "node:path";
import { migrate } from "./db/migrate.ts";
import { openDb, type Db } from "./db/open.ts";
import { serverSettings } from "./env.ts";
import type { ServerDeps, ServerDomain, ServerSettings } from "./http/context.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { sessionMigrations } from "./http/session.ts";
import { loadBrandHosts, loadServerMalls } from "./malls.ts";
import { isSeeded, seedAll } from "./seed/run.ts";

export interface RuntimeOptions {
  dbPath: string;
  /** An already opened database (tests clone a seeded snapshot); dbPath is then ignored. */
  db?: Db;
  manifestsDir?: string;
  now?: () => Date;
  /** Validate every response against its schema (default on; main.ts turns it off in production). */
  checkResponses?: boolean;
  /** Default (tests): codes revealed and the development queue token (main.ts passes the environment's). */
  settings?: Partial<ServerSettings>;
  /** The group commit of `db` (ServerDeps.durable), when it was opened with commits "group". */
  durable?: () => Promise<void>;
  /** The malls and brand hosts, when already read from manifestsDir (tests read them once per run). */
  manifests?: Pick<ServerDeps, "malls" | "brandHosts">;
}

/** The malls and brand hosts of a manifests folder. */
export function readManifests(manifestsDir: string): Pick<ServerDeps, "malls" | "brandHosts"> {
  return { malls: loadServerMalls(manifestsDir), brandHosts: loadBrandHosts(manifestsDir) };
}

/** Opens, migrates and (on first start) seeds the database, and assembles the handlers' dependencies. */
export function prepareRuntime(domains: readonly ServerDomain[], o: RuntimeOptions): ServerDeps & { db: Db } {
  const db = o.db ?? openDb(o.dbPath);
  migrate(db, [sessionMigrations, ...domains.map((d) => ({ domain: d.name, migrations: d.migrations }))]);
  const { malls, brandHosts } = o.manifests ?? readManifests(o.manifestsDir ?? join(process.cwd(), "manifests"));
  const now = o.now ?? (() => new Date());
  if (!isSeeded(db)) seedAll(db, domains, now(), [...malls.values()]);
  const settings: ServerSettings = { ...serverSettings({ NODE_ENV: "development", MALL_DEMO: true }), ...o.settings };
  return {
    db,
    malls,
    brandHosts,
    now,
    limiter: new RateLimiter(),
    checkResponses: o.checkResponses ?? true,
    settings,
    ...(o.durable ? { durable: o.durable } : {}),
  };
}
