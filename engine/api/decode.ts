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

/**
 * Seconds a Retry-After header asks to wait: delta-seconds, or an HTTP date counted from `now`;
 * undefined when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A 4xx/5xx answer: the server's message and failing fields when the body is the error shape, and its Retry-After. */
export function httpError(endpoint: Endpoint, status: number, data: unknown, retryAfter?: string | null, now = Date.now()): ApiError {
  const body = errorBodySchema.safeParse(data);
  const wait = retryAfterSeconds(retryAfter, now);
  return new ApiError(endpoint.id, {
    kind: "http",
    status,
    message: body.success ? body.data.message : null,
    fieldErrors: body.success ? (body.data.errors ?? []) : [],
    ...(wait === undefined ? {} : { retryAfterSec: wait }),
  });
}
