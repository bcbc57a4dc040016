import type { ServerDomain } from "../../http/context.ts";
import { searchMigrations } from "./migrations.ts";
import { searchRoutes } from "./routes.ts";
import { seedSearch } from "./seed.ts";

/** Total search, keywords, hot places and autocomplete. Reads the tenants domain's stores (register both). */
export const searchDomain: ServerDomain = {
  name: "search",
  migrations: searchMigrations,
  seed: seedSearch,
  routes: searchRoutes,
};
