import type { ServerDomain } from "../../http/context.ts";
import { couponRoutes } from "./routes.ts";
import { couponMigrations } from "./migrations.ts";
import { seedCoupons } from "./seed.ts";

/** Coupons: offered coupons, downloads (per member or device), use. Events and stamps issue through it. */
export const couponsDomain: ServerDomain = { name: "coupons", migrations: couponMigrations, seed: seedCoupons, routes: couponRoutes };

// What other domains may use of this one: events and stamps seed, show and issue coupons as their rewards.
export { issueCoupon } from "./issue.ts";
export { eventMalls } from "./seed.ts";
export { couponImageUri } from "./seed-images.ts";
export { couponView, type CouponRow, findCoupon, findIssue, insertCoupon, toCoupon, toIssue } from "./store.ts";
