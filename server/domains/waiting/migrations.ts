/**
 * The waiting proxy's own table (append-only): which browser registered which waiting, so that a
 * repeat registration shows the waiting's details only there (routes.ts). The browser is known by
 * its registration cookie; the table keeps a SHA-256 of it, never the cookie itself.
 */
export const waitingMigrations: readonly string[] = [
  `CREATE TABLE waiting_claims (
     spot_id INTEGER NOT NULL,
     waiting_id INTEGER NOT NULL,
     reg_dttm TEXT NOT NULL,
     device_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (spot_id, waiting_id)
   );
   CREATE INDEX waiting_claims_created ON waiting_claims (created_at);`,
];
