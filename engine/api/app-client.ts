import { parseApiBase } from "./api-base.ts";
import { createApiClient, type ApiClient } from "./client.ts";
import { browserStorage, createCustIdStore } from "./member-id.ts";

/** The API base this build targets (VITE_API_BASE at build time; empty = same origin). */
export const API_BASE = parseApiBase(import.meta.env.VITE_API_BASE as string | undefined);

// The session (engine/session) writes the customer id; this reader sees its writes because the
// store reads through to the same storage on every call.
const custIds = createCustIdStore(browserStorage());

/**
 * The app's client: the build's API base, the member's custid, the global loading counter.
 * Import it dynamically where it is used, so the first route never loads it (or zod).
 */
export const apiClient: ApiClient = createApiClient({ base: API_BASE, getCustId: custIds.get });

/** A client of this build's API base whose custid comes from the member session. */
export function createAppClient(getCustId: () => string | null): ApiClient {
  return createApiClient({ base: API_BASE, getCustId });
}
