import { apiErrorMessageId } from "../api/error-message.ts";
import type { ApiError } from "../api/errors.ts";
import type { ApiMessageId } from "../api/api.messages.ts";
import type { DataMessageId } from "../data/data.messages.ts";

/**
 * The message of a screen's error state for a failed call, by kind: the API catalogue's wording
 * for network, timeout and login-required, a more specific one for 5xx (503: maintenance), 4xx,
 * a non-success message and an answer that did not decode. Null for an aborted call: nothing shows.
 */
export function errorMessageId(error: ApiError): ApiMessageId | DataMessageId | null {
  const general = apiErrorMessageId(error);
  if (general !== "api.error.general") return general;
  const { info } = error;
  switch (info.kind) {
    case "http":
      if (info.status === 503) return "data.error.maintenance";
      if (info.status >= 500) return "data.error.server";
      return info.status === 404 ? "data.error.notFound" : "data.error.request";
    case "failure":
      return "data.error.failure";
    case "decode":
      return "data.error.decode";
    default:
      return general;
  }
}
