import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Endpoint, EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { CallArgs } from "../api/client.ts";
import type { ApiError } from "../api/errors.ts";
import { useServices } from "../services/services.ts";
import { asApiError } from "./as-api-error.ts";
import { queryKey } from "./query-key.ts";
import type { QueryState } from "./query-state.ts";

export interface PolledQueryOptions {
  /** The wait between the end of one call and the start of the next. */
  intervalMs: number;
}

export interface PolledQuery<T> {
  /** Loading, the first call's error (with retry), or the last answer. */
  state: QueryState<T>;
  /** The last refresh failed: `state` still holds the answer before it. */
  refreshFailed: boolean;
}

interface Shown<T> {
  /** The args the answer is for. */
  key: string;
  has: boolean;
  data: T | undefined;
  error: ApiError | null;
  refreshFailed: boolean;
  inFlight: boolean;
}

const empty = (key: string): Shown<never> => ({ key, has: false, data: undefined, error: null, refreshFailed: false, inFlight: true });

const pageHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/**
 * Loads an endpoint's answer and calls again `intervalMs` after each call settles, so calls never
 * stack up. Nothing is called while the page is hidden; on return it calls at once (unless a call
 * is under way). A failed refresh keeps the last answer (`refreshFailed`); refreshes leave the global
 * loading indicator alone and bypass the duplicate-call guard. Leaving aborts the call in flight.
 */
export function usePolledQuery<E extends Endpoint>(endpoint: E, args: CallArgs<E>, { intervalMs }: PolledQueryOptions): PolledQuery<EndpointResponse<E>> {
  type T = EndpointResponse<E>;
  const { api } = useServices();
  const key = queryKey(endpoint.id, args, null);
  const [stored, setShown] = useState<Shown<T>>(() => empty(key));
  // New args show loading in this very render, never the old answer.
  const shown = stored.key === key ? stored : empty(key);
  const latestArgs = useRef(args);
  useLayoutEffect(() => {
    latestArgs.current = args;
  });
  const fetchNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let has = false;
    let stopped = false;

    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!stopped && !pageHidden()) timer = setTimeout(load, intervalMs);
    };
    function load() {
      clearTimeout(timer);
      timer = undefined;
      if (stopped || controller) return;
      const mine = new AbortController();
      controller = mine;
      setShown((s) => (s.key === key && !s.inFlight ? { ...s, inFlight: true } : s));
      api.call(endpoint, latestArgs.current, { signal: mine.signal, background: has, fresh: has }).then(
        (data) => {
          if (mine.signal.aborted) return;
          controller = null;
          has = true;
          setShown({ key, has: true, data, error: null, refreshFailed: false, inFlight: false });
          schedule();
        },
        (e: unknown) => {
          if (mine.signal.aborted) return;
          controller = null;
          const error = asApiError(endpoint.id, e);
          setShown((s) => (s.key === key && s.has ? { ...s, refreshFailed: true, inFlight: false } : { ...empty(key), error, inFlight: false }));
          schedule();
        },
      );
    }
    const onVisibility = () => {
      if (pageHidden()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (!controller) load();
    };
    fetchNow.current = load;
    load();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      controller = null;
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // The key stands for the args.
  }, [api, endpoint, key, intervalMs]);

  const retry = useCallback(() => fetchNow.current(), []);
  if (shown.has) return { state: { status: "success", data: shown.data as T, refreshing: shown.inFlight }, refreshFailed: shown.refreshFailed };
  if (shown.error && !shown.inFlight) return { state: { status: "error", error: shown.error, retry }, refreshFailed: false };
  return { state: { status: "loading" }, refreshFailed: false };
}
