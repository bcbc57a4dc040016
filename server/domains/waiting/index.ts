import type { ServerDomain } from "../../http/context.ts";
import { waitingMigrations } from "./migrations.ts";
import { waitingRoutes } from "./routes.ts";

/**
 * The app's waiting list (/api/:mall/waiting/*): a proxy to the queue service; the token and the
 * 40 s timeout stay on the server (spec part-2 §7). Its one table records which browser registered
 * which waiting (a repeat registration shows the details only there).
 */
export const waitingDomain: ServerDomain = {
  name: "waiting",
  migrations: waitingMigrations,
  seed: () => {},
  routes: waitingRoutes,
};
