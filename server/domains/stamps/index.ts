import type { ServerDomain } from "../../http/context.ts";
import { stampRoutes } from "./routes.ts";
import { stampMigrations } from "./migrations.ts";
import { seedStamps } from "./seed.ts";

/**
 * Stamp events: monthly stamp cards, stamps, reward coupons. Needs the events domain (titles and periods
 * of the stamp events) and the coupons domain (reward coupons) registered too.
 */
export const stampsDomain: ServerDomain = { name: "stamps", migrations: stampMigrations, seed: seedStamps, routes: stampRoutes };
