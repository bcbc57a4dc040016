import type { ServerDomain } from "../../http/context.ts";
import { brandRoutes } from "./routes-brand.ts";
import { coreRoutes } from "./routes-core.ts";
import { guestBookRoutes } from "./routes-guest-book.ts";
import { rouletteRoutes } from "./routes-roulette.ts";
import { treasureRoutes } from "./routes-treasure.ts";
import { eventMigrations } from "./migrations.ts";
import { seedEvents } from "./seed.ts";

/**
 * Events: lists and details, applications, roulette, treasure hunt, brand promotions, guest book and the
 * stamp-event link. Needs the coupons domain registered too (event coupons and rewards are coupons).
 */
export const eventsDomain: ServerDomain = {
  name: "events",
  migrations: eventMigrations,
  seed: seedEvents,
  routes: [...coreRoutes, ...rouletteRoutes, ...treasureRoutes, ...brandRoutes, ...guestBookRoutes],
};

// What other domains may use of this one: the stamp events' plan and periods (the stamps domain's cards).
export { stampEventPlan, stampEvtSeq } from "./stamp-plan.ts";
export { assertRunning, periodState } from "./store.ts";
