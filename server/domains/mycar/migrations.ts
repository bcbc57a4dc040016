// Registered cars and the parking data the car finder reads (append-only scripts).
export const mycarMigrations: readonly string[] = [
  `CREATE TABLE my_cars (
     car_num_seq INTEGER PRIMARY KEY,
     owner TEXT NOT NULL,
     cust_id TEXT NOT NULL DEFAULT '',
     uuid TEXT NOT NULL DEFAULT '',
     car_num TEXT NOT NULL,
     reg_at INTEGER NOT NULL,
     UNIQUE (owner, car_num)
   );
   CREATE TABLE parked_cars (
     id INTEGER PRIMARY KEY,
     bcn_cd TEXT NOT NULL,
     car_num TEXT NOT NULL,
     last4 TEXT NOT NULL,
     floor TEXT NOT NULL,
     zone TEXT NOT NULL,
     parked_at INTEGER NOT NULL
   );
   CREATE INDEX parked_cars_lookup ON parked_cars (bcn_cd, last4);
   CREATE TABLE parking_floors (
     bcn_cd TEXT NOT NULL,
     floor TEXT NOT NULL,
     disp_ord INTEGER NOT NULL,
     total_cnt INTEGER NOT NULL,
     park_cnt INTEGER NOT NULL,
     PRIMARY KEY (bcn_cd, floor)
   );`,
];
