import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

export type Db = Database.Database;

/** Opens (creating its folder) the embedded database in WAL mode with foreign keys on. */
export function openDb(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  // FULL: a committed write survives a killed process and a power cut alike.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  cacheStatements(db);
  return db;
}

/**
 * Handlers write `db.prepare(sql)` where they use it; compiling the same SQL on every request costs
 * more than running it, so each distinct SQL text is compiled once per connection and reused.
 */
export function cacheStatements(db: Db): Db {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, ReturnType<typeof compile>>();
  db.prepare = ((sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = compile(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  }) as typeof db.prepare;
  return db;
}
