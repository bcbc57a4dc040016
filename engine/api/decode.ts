import { errorBodySchema, SUCCESS } from "../../schemas/api/common.ts";
import type { Endpoint, EndpointResponse } from "../../schemas/api/endpoint.ts";
import { ApiError } from "./errors.ts";

function messageOf(data: unknown): string | null {
  const m = data !== null && typeof data === "object" ? (data as { message?: unknown }).message : undefined;
  return typeof m === "string" ? m : null;
}

/**
 * A 2xx answer as the screen sees it: success only when message is "success", then decoded by the
 * endpoint's response schema (transforms such as encodedText run here).
 */
export function decodeAnswer<E extends Endpoint>(endpoint: E, status: number, data: unknown): EndpointResponse<E> {
  if (data !== null && typeof data === "object" && messageOf(data) !== SUCCESS) {
    throw new ApiError(endpoint.id, { kind: "failure", status, message: messageOf(data) });
  }
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) throw new ApiError(endpoint.id, { kind: "decode", status, issues: parsed.error.issues });
  return parsed.data as EndpointResponse<E>;
}

/** A 4xx/5xx answer: the server's message and failing fields when the body is the error shape. */
export function httpError(endpoint: Endpoint, status: number, data: unknown): ApiError {
  const body = errorBodySchema.safeParse(data);
  return new ApiError(endpoint.id, {
    kind: "http",
    status,
    message: body.success ? body.data.message : null,
    fieldErrors: body.success ? (body.data.errors ?? []) : [],
  });
}
