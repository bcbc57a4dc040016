import type { Db } from "../db/open.ts";
import type { ServerDomain, ServerMall } from "../http/context.ts";
import { seededRandom } from "./random.ts";

/** True when the database has been seeded. */
export function isSeeded(db: Db): boolean {
  db.exec("CREATE TABLE IF NOT EXISTS seed_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  return db.prepare("SELECT 1 FROM seed_meta WHERE key = 'seeded_at'").get() !== undefined;
}

/** Writes every domain's seed data in one transaction (all or nothing). */
export function seedAll(db: Db, domains: readonly ServerDomain[], now: Date, malls: readonly ServerMall[]): void {
  db.transaction(() => {
    for (const d of domains) d.seed(db, { now, malls, random: seededRandom(d.name) });
    db.prepare("INSERT OR REPLACE INTO seed_meta (key, value) VALUES ('seeded_at', ?)").run(now.toISOString());
  })();
}
