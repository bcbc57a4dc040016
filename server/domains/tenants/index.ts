import type { ServerDomain } from "../../http/context.ts";
import { tenantsMigrations } from "./migrations.ts";
import { centerfieldRoutes } from "./routes-centerfield.ts";
import { diningRoutes } from "./routes-dining.ts";
import { movieRoutes } from "./routes-movies.ts";
import { tenantRoutes } from "./routes-tenants.ts";
import { seedTenants } from "./seed.ts";

/** Tenants, floors and facilities, cafes and restaurants, cinema listings and the Centerfield route finder. */
export const tenantsDomain: ServerDomain = {
  name: "tenants",
  migrations: tenantsMigrations,
  seed: seedTenants,
  // restaurantCafe.do is registered before the {foodCourt}.do pattern that would also match it.
  routes: [...tenantRoutes, ...diningRoutes, ...movieRoutes, ...centerfieldRoutes],
};

// What other domains may use of this one: the malls' generated tenants (search indexes them, logging seeds their pages' infos).
export { MALL_PROFILES } from "./mall-profiles.ts";
export { toTenantItem, type TenantRow } from "./store.ts";
export { generateTenants } from "./tenant-gen.ts";
