import type { ServerDomain } from "../../http/context.ts";
import { deviceRoutes } from "./routes-device.ts";
import { inboxRoutes } from "./routes-inbox.ts";
import { appMigrations } from "./migrations.ts";
import { seedApp } from "./seed.ts";
import { voucherRoutes } from "./routes-voucher.ts";

/** Calls of the native app shell: auto login and logout, push inbox, vouchers, location consent, update check. Needs the member domain. */
export const appDomain: ServerDomain = {
  name: "app",
  migrations: appMigrations,
  seed: seedApp,
  routes: [...deviceRoutes, ...inboxRoutes, ...voucherRoutes],
};
