import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Endpoint, EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { CallArgs } from "../api/client.ts";
import type { ApiError } from "../api/errors.ts";
import { useServices } from "../services/services.ts";
import { asApiError } from "./as-api-error.ts";
import { isStale, useCacheSync } from "./cache-sync.ts";
import type { FirstAnswers } from "./first-answers.ts";
import { takeFirstAnswer } from "./take-first-answer.ts";
import type { QueryCache } from "./query-cache.ts";
import { queryKey } from "./query-key.ts";
import type { QueryState } from "./query-state.ts";
import { useCustId, useCallWaitsForSession } from "./use-cust-id.ts";

export interface ApiQueryOptions {
  /** false until the call can be made (a value it needs is missing): loading, or the cached answer. */
  enabled?: boolean;
  /**
   * Every mount asks the server, never the duplicate-call guard's answer of a moment ago (the terms
   * reload each time they open, spec part-1 §4); a cached answer still shows meanwhile.
   */
  fresh?: boolean;
}

interface Shown<T> {
  key: string;
  /** Whether `data` holds an answer. */
  has: boolean;
  data: T | undefined;
  error: ApiError | null;
  /** The run whose call last settled: a call is under way while it differs from the current run. */
  settled: number;
}

function fromCache<T>(cache: QueryCache, key: string): Shown<T> {
  const entry = cache.get<T>(key);
  return { key, has: entry !== undefined, data: entry?.value, error: null, settled: -1 };
}

/**
 * What a first render shows: the cached answer, else the one the page's HTML brought under this key
 * (decoded as a call's answer would be, and cached; a malformed one is dropped and the call made).
 * The HTML's answer is marked settled for the first run, in every query that asks for it within
 * the endpoint's duplicate-call window (the home's parts ask for main.do three times): it is as
 * fresh as that run's call would be, which the guard would have shared.
 */
function initialShown<E extends Endpoint>(
  cache: QueryCache,
  key: string,
  endpoint: E,
  first: FirstAnswers | null | undefined,
  now: number,
): Shown<EndpointResponse<E>> {
  const cached = fromCache<EndpointResponse<E>>(cache, key);
  if (cached.has) {
    const at = first?.takenAt(key);
    return at !== undefined && now - at < endpoint.guardMs ? { ...cached, settled: 0 } : cached;
  }
  const data = takeFirstAnswer(first, key, endpoint, now);
  if (data === undefined) return cached;
  cache.set(key, data);
  return { key, has: true, data, error: null, settled: 0 };
}

/**
 * Loads an endpoint's answer for a screen. A cached answer shows at once and is refreshed quietly
 * (no loading indicator; a failed refresh keeps it). The call is aborted when the component
 * unmounts or the args change. An invalidated answer (after a write) is refetched while shown.
 */
export function useApiQuery<E extends Endpoint>(endpoint: E, args: CallArgs<E>, options: ApiQueryOptions = {}): QueryState<EndpointResponse<E>> {
  type T = EndpointResponse<E>;
  const { api, cache, firstAnswers, now } = useServices();
  const key = queryKey(endpoint.id, args, useCustId());
  const waits = useCallWaitsForSession(endpoint);
  const enabled = (options.enabled ?? true) && !waits;
  const alwaysFresh = options.fresh ?? false;
  const [stored, setShown] = useState(() => initialShown(cache, key, endpoint, firstAnswers, now()));
  const [run, setRun] = useState(0);
  // New args show their own cached answer (or loading) in this very render, never the old data.
  let shown = stored;
  if (stored.key !== key) {
    shown = fromCache<T>(cache, key);
    setShown(shown);
  }
  // The key stands for the args, so effects depend on the key and read the args from here.
  const latest = useRef({ args, has: shown.has, settled: shown.settled });
  useLayoutEffect(() => {
    latest.current = { args, has: shown.has, settled: shown.settled };
  });
  const freshNext = useRef(false);

  useCacheSync(cache, key, {
    onFresh: (value) => setShown((s) => ({ key, has: true, data: value as T, error: null, settled: s.key === key ? s.settled : -1 })),
    onStale: () => {
      freshNext.current = true;
      setRun((r) => r + 1);
    },
  });

  useEffect(() => {
    if (!enabled) return;
    // This run's answer is in already: the page's HTML brought it (run 0), or the effect runs again
    // for a screen shown again as it was (a kept route: Activity stops its effects while hidden and
    // starts them on return, its state intact). A call aborted before it settled is made again.
    if (latest.current.settled === run) return;
    const controller = new AbortController();
    const fresh = alwaysFresh || freshNext.current || isStale(cache, key);
    freshNext.current = false;
    api.call(endpoint, latest.current.args, { signal: controller.signal, background: latest.current.has, fresh }).then(
      (data) => {
        cache.set(key, data);
        if (!controller.signal.aborted) setShown({ key, has: true, data, error: null, settled: run });
      },
      (e: unknown) => {
        const error = asApiError(endpoint.id, e);
        if (controller.signal.aborted || error.kind === "aborted") return;
        // A failed refresh keeps the answer on screen; most failures are silent in the spec.
        setShown((s) => (s.key === key ? { ...s, error: s.has ? null : error, settled: run } : s));
      },
    );
    return () => controller.abort();
  }, [api, cache, endpoint, key, enabled, run, alwaysFresh]);

  const retry = useCallback(() => setRun((r) => r + 1), []);
  const fetching = enabled && shown.settled !== run;
  if (shown.has) return { status: "success", data: shown.data as T, refreshing: fetching };
  if (shown.error && !fetching) return { status: "error", error: shown.error, retry };
  return { status: "loading" };
}
