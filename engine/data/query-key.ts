import { callKey } from "../api/call-key.ts";

/**
 * The cache key of an answer: endpoint id, params, input and the member's custid, the same
 * identity the client's duplicate-call guard uses. It starts with "<endpoint id> ", which
 * invalidation by endpoint id relies on.
 */
export function queryKey(endpointId: string, args: { params?: unknown; input?: unknown }, custId: string | null): string {
  return callKey(endpointId, args.params, args.input, custId);
}

/** The cache key of a paged list's loaded pages: its first page's key, marked as a list. */
export function listKey(endpointId: string, firstPage: { params?: unknown; input?: unknown }, custId: string | null): string {
  return `${queryKey(endpointId, firstPage, custId)} pages`;
}

/** Where a list's scroll position is kept (not an answer: invalidating an endpoint leaves it). */
export function scrollKey(key: string): string {
  return `scroll ${key}`;
}
