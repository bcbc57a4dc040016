import type { ServerDomain } from "../../http/context.ts";
import { mycarMigrations } from "./migrations.ts";
import { mycarRoutes } from "./routes.ts";
import { seedMyCar } from "./seed.ts";

/** Registered cars (of a member or a device), the 4-digit car finder and parking counts per floor. */
export const mycarDomain: ServerDomain = {
  name: "mycar",
  migrations: mycarMigrations,
  seed: seedMyCar,
  routes: mycarRoutes,
};
