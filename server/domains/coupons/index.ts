import type { ServerDomain } from "../../http/context.ts";
import { couponRoutes } from "./routes.ts";
import { couponMigrations } from "./migrations.ts";
import { seedCoupons } from "./seed.ts";

/** Coupons: offered coupons, downloads (per member or device), use. Events and stamps issue through it. */
export const couponsDomain: ServerDomain = { name: "coupons", migrations: couponMigrations, seed: seedCoupons, routes: couponRoutes };
