import type { ServerDomain } from "../../http/context.ts";
import { loggingMigrations } from "./migrations.ts";
import { loggingRoutes } from "./routes.ts";
import { seedLogging } from "./seed.ts";

/** Client logs, page views, banner and popup hits, gate entries and page infos (SEO). */
export const loggingDomain: ServerDomain = {
  name: "logging",
  migrations: loggingMigrations,
  seed: seedLogging,
  routes: loggingRoutes,
};
