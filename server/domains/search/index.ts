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

// What other domains may use of this one: the indexed events' ids and titles (logging seeds their pages' infos).
export { eventRefId, INDEX_EVENT_TITLES } from "./data-index.ts";
