import type { ServerDomain } from "../../http/context.ts";
import { queueRoutes } from "./routes.ts";
import { queueMigrations } from "./migrations.ts";
import { seedQueue } from "./seed.ts";

/** The waiting (queue) service, bearer-token protected, under /api/queue (spec part-2 §7 "Queue service"). */
export const queueDomain: ServerDomain = {
  name: "queue",
  migrations: queueMigrations,
  seed: seedQueue,
  routes: queueRoutes,
};
