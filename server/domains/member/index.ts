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

// What other domains may use of this one: the demo device, member lookup and auto-login tokens (the app shell's device login).
export { DEMO_DEVICE_ID } from "./demo-members.ts";
export { findMemberByCustId } from "./store.ts";
export { redeemAutoLoginToken, revokeAutoLoginTokens } from "./tokens.ts";
