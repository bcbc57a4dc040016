import { useCallback } from "react";
import type { Endpoint, EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { CallArgs } from "../api/client.ts";
import { useServices } from "../services/services.ts";
import { asApiError } from "./as-api-error.ts";

export interface ApiMutationOptions {
  /** The reads this write changes (endpoints or their ids): their cached answers are refetched. */
  invalidates: readonly (Endpoint | string)[];
}

/** Sends one write; resolves with its decoded answer or rejects with an ApiError. */
export type Mutate<E extends Endpoint> = (args: CallArgs<E>, opts?: { signal?: AbortSignal }) => Promise<EndpointResponse<E>>;

/**
 * A write (POST) a screen sends, usually from a form's submit (engine/forms/use-submit.ts, which
 * owns pending and errors). After it succeeds the cache entries of `invalidates` go stale, and so
 * they do after a timeout or network failure too, since the write may have landed.
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: ApiMutationOptions): Mutate<E> {
  const { api, cache } = useServices();
  const ids = options.invalidates.map((e) => (typeof e === "string" ? e : e.id));
  // A joined string keeps the callback stable while the screen passes a new array each render.
  const idList = ids.join(" ");

  return useCallback(
    async (args, opts = {}) => {
      const changed = idList === "" ? [] : idList.split(" ");
      try {
        const data = await api.call(endpoint, args, { signal: opts.signal });
        cache.invalidate(changed);
        return data;
      } catch (e) {
        const error = asApiError(endpoint.id, e);
        const unknownOutcome = error.kind === "timeout" || error.kind === "network" || (error.info.kind === "http" && error.info.status >= 500);
        if (unknownOutcome) cache.invalidate(changed);
        throw error;
      }
    },
    [api, cache, endpoint, idList],
  );
}
