import type { ServerDomain } from "../../http/context.ts";
import { authCodeRoutes } from "./auth-code-routes.ts";
import { gateRoutes } from "./gate-routes.ts";
import { interestRoutes } from "./interest-routes.ts";
import { loginRoutes } from "./login-routes.ts";
import { memberMigrations } from "./migrations.ts";
import { securityRoutes } from "./security-routes.ts";
import { seedMembers } from "./seed.ts";
import { settingsRoutes } from "./settings-routes.ts";

/** Members, login and sessions, phone authentication, the gate hand-over and the member settings. */
export const memberDomain: ServerDomain = {
  name: "member",
  migrations: memberMigrations,
  seed: seedMembers,
  routes: [...loginRoutes, ...authCodeRoutes, ...gateRoutes, ...settingsRoutes, ...interestRoutes, ...securityRoutes],
};
