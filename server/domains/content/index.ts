import type { ServerDomain } from "../../http/context.ts";
import { contentMigrations } from "./migrations.ts";
import { agreementRoutes } from "./routes-agreements.ts";
import { mainRoutes } from "./routes-main.ts";
import { miscRoutes } from "./routes-misc.ts";
import { noticeRoutes } from "./routes-notices.ts";
import { seedContent } from "./seed.ts";

/** Agreements, notices, main page banners and popups, exhibitions, stories, labels, menus and partner lists. */
export const contentDomain: ServerDomain = {
  name: "content",
  migrations: contentMigrations,
  seed: seedContent,
  routes: [...agreementRoutes, ...noticeRoutes, ...mainRoutes, ...miscRoutes],
};
