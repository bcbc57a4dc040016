// Stamp events: the card of each monthly stamp event (goal and reward coupon; title and period live in
// the events table), the stamps (one per member, event and day) and the entries (stampEventAply).
// The reward coupon is issued through the coupons domain, whose unique constraint (coupon, holder)
// makes it once per member and event, since every stamp event has its own reward coupon.

export const stampMigrations: readonly string[] = [
  `CREATE TABLE stamp_events (
     evt_seq TEXT PRIMARY KEY,
     mall TEXT NOT NULL,
     bcn_cd TEXT NOT NULL,
     event_mon TEXT NOT NULL,
     stamp_goal INTEGER NOT NULL CHECK (stamp_goal > 0),
     cp_seq INTEGER UNIQUE,
     UNIQUE (bcn_cd, event_mon)
   );
   CREATE TABLE stamps (
     stamp_seq INTEGER PRIMARY KEY,
     evt_seq TEXT NOT NULL REFERENCES stamp_events (evt_seq),
     cust_id TEXT NOT NULL,
     stamp_dt TEXT NOT NULL,
     iss_dttm TEXT NOT NULL,
     UNIQUE (evt_seq, cust_id, stamp_dt)
   );
   CREATE TABLE stamp_entries (
     evt_seq TEXT NOT NULL REFERENCES stamp_events (evt_seq),
     cust_id TEXT NOT NULL,
     aply_dttm TEXT NOT NULL,
     PRIMARY KEY (evt_seq, cust_id)
   );`,
];
