import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Endpoint, EndpointResponse } from "../../schemas/api/endpoint.ts";
import type { CallArgs } from "../api/client.ts";
import type { ApiError } from "../api/errors.ts";
import { useServices } from "../services/services.ts";
import { asApiError } from "./as-api-error.ts";
import type { QueryCache } from "./query-cache.ts";
import { listKey } from "./query-key.ts";
import type { QueryState } from "./query-state.ts";
import { useCustId } from "./use-cust-id.ts";

/** One page of a list answer: its rows and the total page count (paginationInfo.totalPageCount). */
export interface Page<Item> {
  items: readonly Item[];
  totalPageCount: number;
  /** The number of rows over every page (paginationInfo.totalRecordCount), where the screen shows it. */
  totalCount?: number;
}

export interface PagedListOptions<E extends Endpoint, Item> {
  /** Picks the rows and the page count out of an answer. */
  pageOf: (data: EndpointResponse<E>) => Page<Item>;
  /** false until the list can be loaded. */
  enabled?: boolean;
}

export interface PagedList<Item> {
  /** The first page's state; a success holds the rows of every page loaded so far. */
  state: QueryState<readonly Item[]>;
  /** Whether a "more" button shows: the last page loaded is below the total page count. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "more" failed (its button retries), else null. */
  moreError: ApiError | null;
  /** Loads the next page; does nothing while any page is loading or when there is none. */
  loadMore: () => void;
  /** The list's cache key: pass it to useRestoredScroll. */
  key: string;
  /** The row count over every page as the last page loaded said (Page.totalCount), null until known. */
  totalCount: number | null;
}

/** Loaded pages as the cache keeps them, so coming back shows them as they were. */
interface Loaded<Item> {
  items: readonly Item[];
  page: number;
  totalPageCount: number;
  totalCount?: number | undefined;
}

interface Shown<Item> {
  key: string;
  loaded: Loaded<Item> | null;
  error: ApiError | null;
  /** The run whose page 1 last settled. */
  settled: number;
  loadingMore: boolean;
  moreError: ApiError | null;
}

function fromCache<Item>(cache: QueryCache, key: string): Shown<Item> {
  const loaded = cache.get<Loaded<Item>>(key)?.value ?? null;
  return { key, loaded, error: null, settled: -1, loadingMore: false, moreError: null };
}

/** Page 1 is (re)loaded unless the cache holds the list's pages, not invalidated since. */
const needsFirstPage = (cache: QueryCache, key: string) => {
  const entry = cache.get(key);
  return !entry || entry.stale;
};

/**
 * A paged list ("more" button): page 1 replaces, later pages append, one request at a time (a
 * double tap loads one page), and new args start again at page 1. The pages loaded are kept in the
 * cache under the list's key, so back navigation shows them at once without a call; tabs and
 * filters survive because screens keep them in the URL query, which is part of the args.
 */
export function usePagedList<E extends Endpoint, Item>(endpoint: E, argsForPage: (page: number) => CallArgs<E>, options: PagedListOptions<E, Item>): PagedList<Item> {
  const { api, cache } = useServices();
  const key = listKey(endpoint.id, argsForPage(1), useCustId());
  const enabled = options.enabled ?? true;
  const [stored, setShown] = useState(() => fromCache<Item>(cache, key));
  const [run, setRun] = useState(0);
  let shown = stored;
  if (stored.key !== key) {
    shown = fromCache<Item>(cache, key);
    setShown(shown);
  }
  const latest = useRef({ argsForPage, pageOf: options.pageOf, shown });
  useLayoutEffect(() => {
    latest.current = { argsForPage, pageOf: options.pageOf, shown };
  });
  // Refs, not state: two taps in one tick must see the first one's request.
  const inFlight = useRef(false);
  const current = useRef<AbortController | null>(null);
  const freshNext = useRef(false);

  const start = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    inFlight.current = true;
    return controller;
  }, []);
  const settle = useCallback((controller: AbortController) => {
    if (current.current === controller) inFlight.current = false;
    return !controller.signal.aborted;
  }, []);

  useEffect(
    () => () => {
      current.current?.abort();
      inFlight.current = false;
    },
    [key],
  );

  useEffect(
    () =>
      cache.subscribe(key, () => {
        const entry = cache.get<Loaded<Item>>(key);
        if (entry && !entry.stale) {
          setShown((s) => (s.key === key ? { ...s, loaded: entry.value } : s));
          return;
        }
        freshNext.current = true;
        setRun((r) => r + 1);
      }),
    [cache, key],
  );

  useEffect(() => {
    if (!enabled || !needsFirstPage(cache, key)) return;
    const fresh = freshNext.current || cache.get(key)?.stale === true;
    freshNext.current = false;
    const controller = start();
    const { argsForPage: argsOf, shown: before } = latest.current;
    api.call(endpoint, argsOf(1), { signal: controller.signal, background: before.loaded !== null, fresh }).then(
      (data) => {
        if (!settle(controller)) return;
        const page = latest.current.pageOf(data);
        const loaded: Loaded<Item> = { items: page.items, page: 1, totalPageCount: page.totalPageCount, totalCount: page.totalCount };
        cache.set(key, loaded);
        setShown({ key, loaded, error: null, settled: run, loadingMore: false, moreError: null });
      },
      (e: unknown) => {
        const error = asApiError(endpoint.id, e);
        if (!settle(controller) || error.kind === "aborted") return;
        setShown((s) => (s.key === key ? { ...s, error: s.loaded ? null : error, settled: run, loadingMore: false } : s));
      },
    );
    return () => controller.abort();
  }, [api, cache, endpoint, key, enabled, run, start, settle]);

  const loadMore = useCallback(() => {
    const loaded = latest.current.shown.loaded;
    if (inFlight.current || !loaded || loaded.page >= loaded.totalPageCount) return;
    const controller = start();
    const page = loaded.page + 1;
    setShown((s) => ({ ...s, loadingMore: true, moreError: null }));
    api.call(endpoint, latest.current.argsForPage(page), { signal: controller.signal }).then(
      (data) => {
        if (!settle(controller)) return;
        const next = latest.current.pageOf(data);
        const more: Loaded<Item> = { items: [...loaded.items, ...next.items], page, totalPageCount: next.totalPageCount, totalCount: next.totalCount };
        cache.set(key, more);
        setShown((s) => (s.key === key ? { ...s, loaded: more, loadingMore: false } : s));
      },
      (e: unknown) => {
        const error = asApiError(endpoint.id, e);
        if (!settle(controller) || error.kind === "aborted") return;
        setShown((s) => (s.key === key ? { ...s, loadingMore: false, moreError: error } : s));
      },
    );
  }, [api, cache, endpoint, key, start, settle]);

  const retry = useCallback(() => setRun((r) => r + 1), []);
  const { loaded } = shown;
  const loadingFirst = enabled && shown.settled !== run && needsFirstPage(cache, key);
  const state: QueryState<readonly Item[]> = loaded
    ? { status: "success", data: loaded.items, refreshing: loadingFirst }
    : shown.error && !loadingFirst
      ? { status: "error", error: shown.error, retry }
      : { status: "loading" };
  return { state, hasMore: loaded !== null && loaded.page < loaded.totalPageCount, loadingMore: shown.loadingMore, moreError: shown.moreError, loadMore, key, totalCount: loaded?.totalCount ?? null };
}
