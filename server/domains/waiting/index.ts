import type { ServerDomain } from "../../http/context.ts";
import { waitingRoutes } from "./routes.ts";

/**
 * The app's waiting list (/api/:mall/waiting/*): a proxy to the queue service, which holds no
 * tables of its own; the token and the 40 s timeout stay on the server (spec part-2 §7).
 */
export const waitingDomain: ServerDomain = {
  name: "waiting",
  migrations: [],
  seed: () => {},
  routes: waitingRoutes,
};
