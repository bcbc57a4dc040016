import { appEndpoints } from "./app.ts";
import type { Endpoint } from "./endpoint.ts";
import { memberEndpoints } from "./member.ts";
import { mycarEndpoints } from "./mycar.ts";
import { programsEndpoints } from "./programs.ts";
import { queueEndpoints } from "./queue.ts";
import { waitingEndpoints } from "./waiting.ts";
import { receiptsEndpoints } from "./receipts.ts";
import { serviceEndpoints } from "./service.ts";
import { contentEndpoints } from "./content.ts";
import { loggingEndpoints } from "./logging.ts";
import { searchEndpoints } from "./search.ts";
import { tenantsEndpoints } from "./tenants.ts";
import { couponsEndpoints } from "./coupons.ts";
import { eventsEndpoints } from "./events.ts";
import { stampsEndpoints } from "./stamps.ts";

/** Every endpoint of the call catalogues (spec part-1 §7 and part-2 §7), by domain. */
export const catalogByDomain: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  programs: programsEndpoints,
  service: serviceEndpoints,
  queue: queueEndpoints,
  waiting: waitingEndpoints,
  member: memberEndpoints,
  receipts: receiptsEndpoints,
  mycar: mycarEndpoints,
  app: appEndpoints,
  tenants: tenantsEndpoints,
  search: searchEndpoints,
  content: contentEndpoints,
  logging: loggingEndpoints,
  coupons: couponsEndpoints,
  events: eventsEndpoints,
  stamps: stampsEndpoints,
};

/** The whole catalogue as a list. */
export const catalog: readonly Endpoint[] = Object.values(catalogByDomain).flatMap((d) => Object.values(d));
