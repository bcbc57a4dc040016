/** Append-only schema of the queue (waiting) service. */
export const queueMigrations: readonly string[] = [
  `CREATE TABLE queue_groups (
     group_id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     mall TEXT NOT NULL,
     mall_cd TEXT
   );
   CREATE TABLE queue_spots (
     spot_id INTEGER PRIMARY KEY,
     group_id INTEGER NOT NULL REFERENCES queue_groups (group_id),
     name TEXT NOT NULL,
     category TEXT NOT NULL,
     floor TEXT NOT NULL,
     img_url TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('OPEN', 'PAUSED', 'CLOSED')),
     avg_min INTEGER NOT NULL
   );
   CREATE INDEX queue_spots_group ON queue_spots (group_id);
   CREATE TABLE queue_waitings (
     waiting_id INTEGER PRIMARY KEY,
     spot_id INTEGER NOT NULL REFERENCES queue_spots (spot_id),
     waiting_no INTEGER NOT NULL,
     phone_no TEXT NOT NULL,
     adult_cnt INTEGER NOT NULL,
     child_cnt INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('WAITING', 'CALLED', 'SEATED', 'CANCELLED')),
     created_at INTEGER NOT NULL,
     UNIQUE (spot_id, waiting_no)
   );
   -- One active waiting per phone number and spot: the business fact registration protects.
   CREATE UNIQUE INDEX queue_waitings_active ON queue_waitings (spot_id, phone_no) WHERE status IN ('WAITING', 'CALLED');`,
];
