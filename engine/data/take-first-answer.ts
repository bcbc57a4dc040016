import type { Endpoint, EndpointResponse } from "../../schemas/api/endpoint.ts";
import { decodeAnswer } from "../api/decode.ts";
import type { FirstAnswers } from "./first-answers.ts";

/**
 * The answer the page's HTML brought for a call (docs/decisions/0054), decoded as the call's own
 * answer would be; undefined when it brought none under that key, or a malformed or failed one
 * (the query then makes the call). Taken once. Kept apart from first-answers.ts, which the main
 * chunk reads: decoding brings the contract's schemas.
 */
export function takeFirstAnswer<E extends Endpoint>(
  first: FirstAnswers | null | undefined,
  key: string,
  endpoint: E,
  now: number,
): EndpointResponse<E> | undefined {
  const body = first?.take(key, now);
  if (body === undefined) return undefined;
  try {
    return decodeAnswer(endpoint, 200, body);
  } catch {
    return undefined;
  }
}
