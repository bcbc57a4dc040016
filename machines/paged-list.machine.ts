import { assign, fromPromise, setup } from "xstate";

/** One page of a list call's answer: its rows, the page count and (where the list says) the row count. */
export interface ListPage {
  items: readonly unknown[];
  totalPageCount: number;
  total?: number | null;
}

/** The pages a list has loaded, as the engine keeps them between visits. */
export interface LoadedPages {
  items: readonly unknown[];
  /** The last page loaded (1 after the first). */
  page: number;
  totalPageCount: number;
  total: number | null;
}

/** What the page call is given. */
export interface PageCall {
  /** The list's arguments (the screen's filters): opaque to the machine. */
  args: unknown;
  page: number;
  /** Page 1 again after the pages were invalidated: the answer must be a new one, not the guard's. */
  refresh: boolean;
  /** Rows are on screen already: a failure of this call is not the user's to see. */
  quiet: boolean;
}

export interface PagedListInput {
  args: unknown;
  /** false until the list can be loaded (a value its call needs is missing). Default true. */
  enabled?: boolean;
  /** Pages loaded before under the same args: shown at once, without a call. */
  restored?: LoadedPages | null;
  /** The restored pages were invalidated since: show them and load page 1 again. */
  stale?: boolean;
}

export interface PagedListContext {
  args: unknown;
  enabled: boolean;
  items: readonly unknown[];
  /** The last page loaded for these args (0 before the first). */
  page: number;
  /** The page being loaded, or the one whose load failed. */
  loadingPage: number;
  totalPageCount: number;
  total: number | null;
  /** Why page 1 failed while no rows were shown. */
  error: unknown;
  /** Why the last "more" failed (the rows stay; "more" tries that page again). */
  moreError: unknown;
  refresh: boolean;
}

export type PagedListEvent =
  | { type: "list.more" }
  | { type: "list.retry" }
  /** The engine's cache dropped or invalidated the pages: load page 1 again, showing what is there. */
  | { type: "list.refresh" }
  /** New args (a filter changed) or the list became loadable: start again from page 1. */
  | { type: "list.reload"; input: PagedListInput };

function fromInput(input: PagedListInput): PagedListContext {
  const restored = input.restored && input.restored.page > 0 ? input.restored : null;
  return {
    args: input.args,
    enabled: input.enabled ?? true,
    items: restored?.items ?? [],
    page: restored?.page ?? 0,
    loadingPage: 1,
    totalPageCount: restored?.totalPageCount ?? 0,
    total: restored?.total ?? null,
    error: null,
    moreError: null,
    refresh: restored !== null && input.stale === true,
  };
}

/**
 * Any paged list with a "more" button (events, coupons, stores, films, receipts): page 1 replaces
 * the rows, later pages append; "more" only while the last page loaded is below the page count;
 * one load at a time, so a double tap loads one page; new args (a filter) start again at page 1,
 * cancelling a load in flight (its answer is for the old filter). A failed page 1 with nothing
 * shown offers a retry; a failed page 1 over shown rows (a refresh) keeps them quietly; a failed
 * "more" keeps the rows and offers that page again. Started with pages loaded before (back to the
 * list), it shows them without a call. The page call is provided by the engine.
 */
export const pagedListMachine = setup({
  types: {
    context: {} as PagedListContext,
    input: {} as PagedListInput,
    events: {} as PagedListEvent,
  },
  actors: {
    fetchPage: fromPromise<ListPage, PageCall>(async () => ({ items: [], totalPageCount: 0 })),
  },
  actions: {
    reset: assign((_, input: PagedListInput) => fromInput(input)),
    markRefresh: assign({ refresh: true }),
    firstPage: assign({ loadingPage: 1, error: null, moreError: null }),
    nextPage: assign(({ context }) => ({ loadingPage: context.page + 1, moreError: null })),
    takePage: assign(({ context }, page: ListPage) => ({
      items: context.loadingPage === 1 ? page.items : [...context.items, ...page.items],
      page: context.loadingPage,
      totalPageCount: page.totalPageCount,
      total: page.total ?? (context.loadingPage === 1 ? null : context.total),
      error: null,
      moreError: null,
      refresh: false,
    })),
    keepError: assign((_, error: unknown) => ({ error, refresh: false })),
    keepMoreError: assign((_, error: unknown) => ({ moreError: error })),
    endRefresh: assign({ refresh: false }),
    // The engine keeps the pages in its cache (back shows them as they were); nothing to do here.
    pagesChanged: () => {},
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    isDisabled: ({ context }) => !context.enabled,
    hasMore: ({ context }) => context.page < context.totalPageCount,
    showsFreshPages: ({ context }) => context.page > 0 && !context.refresh,
    hasPages: ({ context }) => context.page > 0,
  },
}).createMachine({
  id: "pagedList",
  context: ({ input }) => fromInput(input),
  initial: "starting",
  on: {
    "list.reload": { target: ".starting", reenter: true, actions: { type: "reset", params: ({ event }) => event.input } },
    "list.refresh": { guard: "isEnabled", target: ".loadingFirst", reenter: true, actions: ["markRefresh", "firstPage"] },
  },
  states: {
    starting: {
      always: [{ guard: "isDisabled", target: "idle" }, { guard: "showsFreshPages", target: "ready" }, { target: "loadingFirst" }],
    },
    idle: {},
    loadingFirst: {
      tags: ["loading"],
      entry: "firstPage",
      invoke: {
        id: "firstPage",
        src: "fetchPage",
        input: ({ context }) => ({ args: context.args, page: 1, refresh: context.refresh, quiet: context.page > 0 }),
        onDone: { target: "ready", actions: [{ type: "takePage", params: ({ event }) => event.output }, "pagesChanged"] },
        onError: [
          { guard: "hasPages", target: "ready", actions: "endRefresh" },
          { target: "failed", actions: { type: "keepError", params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    failed: {
      on: { "list.retry": { target: "loadingFirst" } },
    },
    ready: {
      on: { "list.more": { guard: "hasMore", target: "loadingMore", actions: "nextPage" } },
    },
    loadingMore: {
      tags: ["loading", "more"],
      invoke: {
        id: "nextPage",
        src: "fetchPage",
        input: ({ context }) => ({ args: context.args, page: context.loadingPage, refresh: false, quiet: false }),
        onDone: { target: "ready", actions: [{ type: "takePage", params: ({ event }) => event.output }, "pagesChanged"] },
        onError: { target: "moreFailed", actions: { type: "keepMoreError", params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    moreFailed: {
      on: {
        "list.more": { target: "loadingMore", actions: "nextPage" },
        "list.retry": { target: "loadingMore", actions: "nextPage" },
      },
    },
  },
});
