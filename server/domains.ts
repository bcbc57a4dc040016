import type { ServerDomain } from "./http/context.ts";

/** Every domain of the reference server; each owns its tables, seed data and routes. */
export const domains: readonly ServerDomain[] = [];
