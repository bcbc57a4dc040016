import type { Db } from "./open.ts";

/**
 * One step of a schema: a SQL script, or a function for what SQL alone cannot do (fill a new column
 * with values computed in JavaScript, such as a keyed digest). Both run in the step's transaction.
 */
export type Migration = string | ((db: Db) => void);

/** A domain's schema as an append-only list of steps: never edit a shipped entry, add one. */
export interface DomainMigrations {
  domain: string;
  migrations: readonly Migration[];
}

/** Applies every migration a domain has not run yet, each in its own transaction. Returns how many ran. */
export function migrate(db: Db, domains: readonly DomainMigrations[]): number {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (domain TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT NOT NULL, PRIMARY KEY (domain, version))",
  );
  const done = db.prepare<[string], { v: number | null }>("SELECT MAX(version) AS v FROM schema_migrations WHERE domain = ?");
  const mark = db.prepare("INSERT INTO schema_migrations (domain, version, applied_at) VALUES (?, ?, datetime('now'))");
  let ran = 0;
  for (const d of domains) {
    const have = done.get(d.domain)?.v ?? 0;
    d.migrations.forEach((step, i) => {
      const version = i + 1;
      if (version <= have) return;
      db.transaction(() => {
        if (typeof step === "string") db.exec(step);
        else step(db);
        mark.run(d.domain, version);
      })();
      ran++;
    });
  }
  return ran;
}
