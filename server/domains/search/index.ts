import type { ServerDomain } from "../../http/context.ts";
import { searchMigrations } from "./migrations.ts";
import { searchRoutes } from "./routes.ts";
import { seedSearch } from "./seed.ts";

/** Total search, keywords, hot places and autocomplete. Reads the tenants, events, programs and coupons domains' tables (register them too). */
export const searchDomain: ServerDomain = {
  name: "search",
  migrations: searchMigrations,
  seed: seedSearch,
  routes: searchRoutes,
};

// What the logging seed uses of this one: the event ids and titles of its page infos.
export { eventRefId, INDEX_EVENT_TITLES } from "./data-index.ts";
