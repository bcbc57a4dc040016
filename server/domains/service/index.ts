import type { ServerDomain } from "../../http/context.ts";
import { infoRoutes } from "./routes-info.ts";
import { qnaRoutes } from "./routes-qna.ts";
import { serviceMigrations } from "./migrations.ts";
import { seedService } from "./seed.ts";

/** Customer service: FAQ, one-to-one inquiries (members and non-members), investor pages. */
export const serviceDomain: ServerDomain = {
  name: "service",
  migrations: serviceMigrations,
  seed: seedService,
  routes: [...infoRoutes, ...qnaRoutes],
};
