import { isApiError } from "../../engine/api/errors.ts";
import type { QueryState } from "../../engine/data/query-state.ts";

/** Whether a call failed because what it names does not exist (404): "not found", not an error to retry. */
export function isNotFound(state: QueryState<unknown>): boolean {
  return state.status === "error" && isApiError(state.error) && state.error.info.kind === "http" && state.error.info.status === 404;
}
