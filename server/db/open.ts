import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

export type Db = Database.Database;
type Statement = ReturnType<Db["prepare"]>;

/**
 * How many compiled statements a connection keeps. Values are bound, never written into SQL, so the
 * texts are the server's own: about 200 for one call of every endpoint, more where optional filters
 * combine. The bound keeps anything else from growing the process (a statement holds roughly 10 KB
 * of SQLite memory until it is dropped); a dropped text is simply compiled again.
 */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Opens (creating its folder) the embedded database in WAL mode with foreign keys on. Commits are
 * flushed one by one ("full", for tests and tools), or left to a group commit that flushes the WAL
 * before a write is answered ("group": the server, server/db/group-commit.ts).
 */
export function openDb(path: string, commits: "full" | "group" = "full"): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  // FULL: a committed write survives a killed process and a power cut alike. NORMAL: it survives a
  // killed process at once, and a power cut once the group commit has flushed the WAL, before the
  // write is answered.
  db.pragma(commits === "full" ? "synchronous = FULL" : "synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  cacheStatements(db);
  return db;
}

/** Rows changed by this connection's statements since it opened (SQLite's total_changes()). */
export function totalChanges(db: Db): number {
  return db.prepare<[], number>("SELECT total_changes()").pluck().get()!;
}

const caches = new WeakMap<Db, Map<string, Statement>>();

/**
 * Handlers write `db.prepare(sql)` where they use it; compiling the same SQL on every request costs
 * more than running it, so each connection keeps its `capacity` most recently used statements by SQL
 * text and drops the least recently used one when a new text would pass it.
 */
export function cacheStatements(db: Db, capacity = STATEMENT_CACHE_SIZE): Db {
  const compile = db.prepare.bind(db);
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used first.
  const cache = new Map<string, Statement>();
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (stmt) cache.delete(sql);
    else {
      stmt = compile(sql);
      if (cache.size >= capacity) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, stmt);
    return stmt;
  }) as Db["prepare"];
  caches.set(db, cache);
  return db;
}

/** The SQL texts a connection has compiled and still keeps, least recently used first (for tests and diagnostics). */
export function cachedSql(db: Db): string[] {
  return [...(caches.get(db)?.keys() ?? [])];
}
