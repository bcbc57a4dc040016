import type { ServerDomain } from "../../http/context.ts";
import { authCodeRoutes } from "./routes-auth-code.ts";
import { gateRoutes } from "./routes-gate.ts";
import { interestRoutes } from "./routes-interest.ts";
import { loginRoutes } from "./routes-login.ts";
import { memberMigrations } from "./migrations.ts";
import { securityRoutes } from "./routes-security.ts";
import { seedMembers } from "./seed.ts";
import { settingsRoutes } from "./routes-settings.ts";

/** Members, login and sessions, phone authentication, the gate hand-over and the member settings. */
export const memberDomain: ServerDomain = {
  name: "member",
  migrations: memberMigrations,
  seed: seedMembers,
  routes: [...loginRoutes, ...authCodeRoutes, ...gateRoutes, ...settingsRoutes, ...interestRoutes, ...securityRoutes],
};
