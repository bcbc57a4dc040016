import type { ServerDomain } from "./http/context.ts";
import { appDomain } from "./domains/app/index.ts";
import { memberDomain } from "./domains/member/index.ts";
import { mycarDomain } from "./domains/mycar/index.ts";
import { receiptsDomain } from "./domains/receipts/index.ts";
import { programsDomain } from "./domains/programs/index.ts";
import { queueDomain } from "./domains/queue/index.ts";
import { waitingDomain } from "./domains/waiting/index.ts";
import { serviceDomain } from "./domains/service/index.ts";
import { contentDomain } from "./domains/content/index.ts";
import { loggingDomain } from "./domains/logging/index.ts";
import { searchDomain } from "./domains/search/index.ts";
import { tenantsDomain } from "./domains/tenants/index.ts";
import { couponsDomain } from "./domains/coupons/index.ts";
import { eventsDomain } from "./domains/events/index.ts";
import { stampsDomain } from "./domains/stamps/index.ts";

/** Every domain of the reference server; each owns its tables, seed data and routes. */
export const domains: readonly ServerDomain[] = [
  programsDomain,
  serviceDomain,
  queueDomain,
  waitingDomain,
  memberDomain,
  receiptsDomain,
  mycarDomain,
  appDomain,
  tenantsDomain,
  searchDomain,
  contentDomain,
  loggingDomain,
  couponsDomain,
  eventsDomain,
  stampsDomain,
];
