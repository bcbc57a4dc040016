import type { ApiError } from "../api/errors.ts";

/**
 * What a screen shows for its data: loading (nothing yet), error (with a retry), or success. A
 * success may be refreshing quietly in the background (a cached answer shown at once).
 */
export type QueryState<T> =
  | { status: "loading" }
  | { status: "error"; error: ApiError; retry: () => void }
  | { status: "success"; data: T; refreshing: boolean };
