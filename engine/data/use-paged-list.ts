import { useMachine } from "@xstate/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import {
  pagedListMachine,
  type ListPage,
  type LoadedPages,
  type PageCall,
  type PagedListContext,
  type PagedListInput,
} from "../../machines/paged-list.machine.ts";
import {
  readPage,
  withPage,
  type EndpointInput,
  type EndpointParams,
  type PagedEndpoint,
  type PageIndexField,
  type PageItem,
} from "../../schemas/api/endpoint.ts";
import type { ApiClient, CallArgs } from "../api/client.ts";
import type { ApiError } from "../api/errors.ts";
import { inspectOption } from "../inspection/inspection.ts";
import { useServices } from "../services/services.ts";
import { asApiError } from "./as-api-error.ts";
import { useCacheSync } from "./cache-sync.ts";
import type { QueryCache } from "./query-cache.ts";
import type { FirstAnswers } from "./first-answers.ts";
import { listKey, queryKey } from "./query-key.ts";
import { takeFirstAnswer } from "./take-first-answer.ts";
import type { QueryState } from "./query-state.ts";
import { useCustId, useCallWaitsForSession } from "./use-cust-id.ts";

/** A paged list's call without its page number (the hook adds it where the endpoint declares). */
export interface PageArgs<E extends PagedEndpoint> {
  params: EndpointParams<E>;
  input?: Omit<EndpointInput<E>, PageIndexField<E>>;
}

export interface PagedListOptions {
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
  /** Loads the next page (or again the one that failed); does nothing while any page is loading or when there is none. */
  loadMore: () => void;
  /** The list's cache key: pass it to useRestoredScroll. */
  key: string;
  /** The row count over every page as the last page answered (totalRecordCount), or null before it is known. */
  total: number | null;
}

/** What the machine carries as its args: the list's cache key and its call without the page. */
interface ListArgs {
  key: string;
  call: { params: unknown; input?: unknown };
}

const keyOf = (context: PagedListContext) => (context.args as ListArgs).key;
const pagesOf = (c: PagedListContext): LoadedPages => ({ items: c.items, page: c.page, totalPageCount: c.totalPageCount, total: c.total });

/**
 * Keeps the first page the page's HTML brought for the list (docs/decisions/0054) as the list's
 * loaded pages, unless it has some: the list then starts with them, as back navigation does, with
 * no call.
 */
function keepFirstPage(cache: QueryCache, key: string, endpoint: PagedEndpoint, firstPageKey: string, first: FirstAnswers | null | undefined, now: number) {
  if (!first || cache.get(key)) return;
  const answer = takeFirstAnswer(first, firstPageKey, endpoint, now);
  if (answer === undefined) return;
  const page = readPage(endpoint.page, answer);
  cache.set(key, { items: page.items, page: 1, totalPageCount: page.totalPageCount, total: page.total } satisfies LoadedPages);
}

function inputFor(cache: QueryCache, args: ListArgs, enabled: boolean): PagedListInput {
  const entry = cache.get<LoadedPages>(args.key);
  return { args, enabled, restored: entry?.value ?? null, stale: entry?.stale ?? false };
}

/** The machine with the engine's page call (through `latest`, updated each render) and the cache's keeping of pages. */
function providedMachine(latest: { api: ApiClient; endpoint: PagedEndpoint }, cache: QueryCache) {
  return pagedListMachine.provide({
    actors: {
      fetchPage: fromPromise<ListPage, PageCall>(async ({ input, signal }) => {
        const { api, endpoint } = latest;
        try {
          return readPage(
            endpoint.page,
            await api.call(endpoint, withPage(endpoint, (input.args as ListArgs).call, input.page) as CallArgs<PagedEndpoint>, {
              signal,
              background: input.quiet,
              fresh: input.refresh,
            }),
          );
        } catch (e) {
          throw asApiError(endpoint.id, e);
        }
      }),
    },
    actions: { pagesChanged: ({ context }) => cache.set(keyOf(context), pagesOf(context)) },
  });
}

/**
 * A paged list ("more" button) over the paged-list machine (machines/paged-list.machine.ts): page 1
 * replaces, later pages append, one request at a time, new args start again at page 1, a failed
 * "more" keeps the rows and offers that page again. Where the rows and counts are comes from the
 * endpoint's `page` declaration. The pages loaded are kept in the cache under the list's key, so
 * back navigation shows them at once without a call; an invalidation reloads page 1 quietly.
 */
export function usePagedList<E extends PagedEndpoint>(endpoint: E, args: PageArgs<E>, options: PagedListOptions = {}): PagedList<PageItem<E>> {
  const { api, cache, firstAnswers, now } = useServices();
  const custId = useCustId();
  const firstPage = withPage(endpoint, args, 1);
  const key = listKey(endpoint.id, firstPage, custId);
  // Before the machine reads the cache (its input below): the first page the HTML brought.
  useState(() => keepFirstPage(cache, key, endpoint, queryKey(endpoint.id, firstPage, custId), firstAnswers, now()));
  const waits = useCallWaitsForSession(endpoint);
  const enabled = (options.enabled ?? true) && !waits;
  const listArgs: ListArgs = { key, call: args };
  // The actor outlives renders: its call reads the endpoint of the latest render.
  const [latest] = useState(() => ({ api, endpoint }));
  useLayoutEffect(() => {
    Object.assign(latest, { api, endpoint });
  });
  const [machine] = useState(() => providedMachine(latest, cache));
  const inspect = inspectOption();
  const [snapshot, send] = useMachine(machine, { input: inputFor(cache, listArgs, enabled), ...(inspect ? { inspect } : {}) });
  const context = snapshot.context;
  const current = keyOf(context) === key && context.enabled === enabled;

  const latestArgs = useRef(listArgs);
  useLayoutEffect(() => {
    latestArgs.current = listArgs;
  });
  useEffect(() => {
    if (!current) send({ type: "list.reload", input: inputFor(cache, latestArgs.current, enabled) });
  }, [cache, current, enabled, send]);
  useCacheSync(cache, key, { onStale: () => send({ type: "list.refresh" }) });

  // New args show their own cached pages (or loading) in this very render, never the old rows.
  const shown = current ? context : { ...context, ...(cache.get<LoadedPages>(key)?.value ?? { items: [], page: 0, totalPageCount: 0, total: null }) };
  const loadingFirst = current ? snapshot.matches("loadingFirst") : enabled;
  // One state object while nothing it shows changes, so a view that compares it (a memo, a deferred
  // value) sees a change only when there is one.
  const rows = shown.page > 0 ? (shown.items as readonly PageItem<E>[]) : null;
  const failed = current && snapshot.matches("failed");
  const failure = failed ? context.error : null;
  const state = useMemo<QueryState<readonly PageItem<E>[]>>(
    () =>
      rows !== null
        ? { status: "success", data: rows, refreshing: loadingFirst }
        : failed
          ? { status: "error", error: asApiError(endpoint.id, failure), retry: () => send({ type: "list.retry" }) }
          : { status: "loading" },
    [rows, loadingFirst, failed, failure, endpoint.id, send],
  );
  const failedMore = current && snapshot.matches("moreFailed");
  return {
    state,
    hasMore: shown.page > 0 && shown.page < shown.totalPageCount,
    loadingMore: current && snapshot.hasTag("more"),
    moreError: failedMore ? asApiError(endpoint.id, context.moreError) : null,
    loadMore: () => send({ type: "list.more" }),
    key,
    total: shown.page > 0 ? shown.total : null,
  };
}
