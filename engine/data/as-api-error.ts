import { ApiError } from "../api/errors.ts";

/**
 * The client rejects only with ApiError; anything else (the client's own chunk failing to load)
 * counts as a network failure of that endpoint, so screens handle one type.
 */
export function asApiError(endpointId: string, e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError(endpointId, { kind: "network", cause: e });
}
