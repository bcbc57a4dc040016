import { parseApiBase } from "./api-base.ts";
import { createApiClient, type ApiClient } from "./client.ts";

/** The API base this build targets (VITE_API_BASE at build time; empty = same origin). */
export const API_BASE = parseApiBase(import.meta.env.VITE_API_BASE as string | undefined);

/** A client of this build's API base whose custid comes from the member session. */
export function createAppClient(getCustId: () => string | null): ApiClient {
  return createApiClient({ base: API_BASE, getCustId });
}
