import type * as z from "zod/mini";

/** One failing field of a 4xx answer (errorBodySchema.errors). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Why a call failed. Screens switch on `kind`: every failure of the client is one of these,
 * never a raw fetch, ofetch or zod error.
 */
export type ApiErrorInfo =
  /** No answer: the connection failed (after the one retry a GET gets). */
  | { kind: "network"; cause?: unknown }
  /** No answer within the client's timeout. */
  | { kind: "timeout"; timeoutMs: number }
  /** The caller's AbortSignal fired first: not a failure to show. */
  | { kind: "aborted" }
  /** The request could not be built (a path parameter is missing): a programming error. */
  | { kind: "invalid"; reason: string }
  /**
   * A 4xx or 5xx answer, with the server's message when the body carried one, and how many seconds
   * its Retry-After asks to wait (a 429 or 503) when it sent one.
   */
  | { kind: "http"; status: number; message: string | null; fieldErrors: FieldError[]; retryAfterSec?: number }
  /** A 2xx answer whose message is not "success" (the spec's success rule). */
  | { kind: "failure"; status: number; message: string | null }
  /** A successful answer that does not match the endpoint's response schema. */
  | { kind: "decode"; status: number; issues: readonly z.core.$ZodIssue[] };

export type ApiErrorKind = ApiErrorInfo["kind"];

/** The only error the API client rejects with. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    /** Endpoint id (`domain.operation`). */
    readonly endpointId: string,
    readonly info: ApiErrorInfo,
  ) {
    super(describe(endpointId, info));
  }

  get kind(): ApiErrorKind {
    return this.info.kind;
  }
}

function describe(id: string, info: ApiErrorInfo): string {
  switch (info.kind) {
    case "timeout":
      return `${id}: no answer within ${info.timeoutMs} ms`;
    case "http":
      return `${id}: HTTP ${info.status}${info.message ? ` (${info.message})` : ""}`;
    case "failure":
      return `${id}: the answer's message is ${JSON.stringify(info.message)}, not "success"`;
    case "decode":
      return `${id}: the answer does not match its schema (${info.issues.length} issue(s))`;
    case "invalid":
      return `${id}: ${info.reason}`;
    default:
      return `${id}: ${info.kind}`;
  }
}

/** True for errors of the API client. */
export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
