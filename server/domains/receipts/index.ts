import type { ServerDomain } from "../../http/context.ts";
import { receiptMigrations } from "./migrations.ts";
import { receiptRoutes } from "./routes.ts";
import { seedReceipts } from "./seed.ts";

/** Mobile receipts of members: summary, paged list and detail (receipt text and barcode). Member-only. */
export const receiptsDomain: ServerDomain = {
  name: "receipts",
  migrations: receiptMigrations,
  seed: seedReceipts,
  routes: receiptRoutes,
};
