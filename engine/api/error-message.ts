import type { ApiMessageId } from "../api/api.messages.ts";
import { isApiError } from "./errors.ts";

/**
 * The message a screen's error state shows for a failed call, or null when there is nothing to
 * show (the caller aborted, for example because the visitor left the screen).
 */
export function apiErrorMessageId(error: unknown): ApiMessageId | null {
  if (!isApiError(error)) return "api.error.general";
  switch (error.info.kind) {
    case "aborted":
      return null;
    case "network":
      return "api.error.network";
    case "timeout":
      return "api.error.timeout";
    case "http":
      return error.info.status === 401 ? "api.error.loginRequired" : "api.error.general";
    default:
      return "api.error.general";
  }
}
