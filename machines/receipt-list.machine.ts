import { assign, fromPromise, setup } from "xstate";
import type { ReceiptRow } from "../schemas/api/receipts.ts";

/** What the list shows: a mall ("" = every mall), a month ("all" or YYYYMM) and the hanam-only overseas-brand box. */
export interface ReceiptFilter {
  bcnCd: string;
  month: string;
  sclass: boolean;
}

/** One page of the list call's answer. */
export interface ReceiptPage {
  rows: ReceiptRow[];
  totalPageCount: number;
}

export interface ReceiptListContext {
  filter: ReceiptFilter;
  rows: ReceiptRow[];
  /** The last page loaded for this filter (0 before the first). */
  pageIndex: number;
  /** The page being loaded. */
  loadingPage: number;
  totalPageCount: number;
}

export type ReceiptListEvent = { type: "receipts.more" } | { type: "receipts.filter"; filter: Partial<ReceiptFilter> };

/** Pages loaded before (the list as the member left it): shown again as they were, without a call. */
export interface ReceiptListRestored {
  rows: ReceiptRow[];
  pageIndex: number;
  totalPageCount: number;
}

export interface ReceiptListInput {
  filter: ReceiptFilter;
  restored?: ReceiptListRestored | null;
}

/**
 * The mobile receipt list (spec part-1 §4): page 1 replaces the rows, later pages append; "more"
 * only while the last page loaded is below totalPageCount; a change of mall, month or box reloads
 * from page 1 (cancelling a load in flight: its answer is for the old filter); one load at a time,
 * so a second "more" while loading does nothing. A failed page 1 leaves the list empty (the spec
 * shows its empty text); a failed later page keeps the rows and "more", to try again. Started with
 * the pages loaded before (back to the list), it shows them without a call.
 */
export const receiptListMachine = setup({
  types: {
    context: {} as ReceiptListContext,
    input: {} as ReceiptListInput,
    events: {} as ReceiptListEvent,
  },
  // Stub: the screen provides the list call.
  actors: {
    fetchPage: fromPromise<ReceiptPage, { filter: ReceiptFilter; pageIndex: number }>(async () => ({ rows: [], totalPageCount: 0 })),
  },
  actions: {
    nextPage: assign({ loadingPage: ({ context }) => context.pageIndex + 1 }),
    restart: assign(({ context }, params: { filter: Partial<ReceiptFilter> }) => ({ filter: { ...context.filter, ...params.filter }, pageIndex: 0, loadingPage: 1, totalPageCount: 0 })),
    takePage: assign(({ context }, page: ReceiptPage) => ({
      rows: context.loadingPage === 1 ? page.rows : [...context.rows, ...page.rows],
      pageIndex: context.loadingPage,
      totalPageCount: page.totalPageCount,
    })),
    dropFirstPage: assign(({ context }) => (context.loadingPage === 1 ? { rows: [], totalPageCount: 0 } : {})),
  },
  guards: {
    hasMore: ({ context }) => context.pageIndex < context.totalPageCount,
    hasPages: ({ context }) => context.pageIndex > 0,
  },
}).createMachine({
  id: "receiptList",
  context: ({ input }) => {
    const restored = input.restored && input.restored.pageIndex > 0 ? input.restored : null;
    return { filter: input.filter, rows: restored?.rows ?? [], pageIndex: restored?.pageIndex ?? 0, loadingPage: 1, totalPageCount: restored?.totalPageCount ?? 0 };
  },
  initial: "starting",
  on: {
    "receipts.filter": { target: ".loading", reenter: true, actions: { type: "restart", params: ({ event }) => ({ filter: event.filter }) } },
  },
  states: {
    starting: {
      always: [{ guard: "hasPages", target: "ready" }, { target: "loading" }],
    },
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchPage",
        input: ({ context }) => ({ filter: context.filter, pageIndex: context.loadingPage }),
        onDone: { target: "ready", actions: { type: "takePage", params: ({ event }) => event.output } },
        onError: { target: "ready", actions: "dropFirstPage" },
      },
    },
    ready: {
      on: {
        "receipts.more": { guard: "hasMore", target: "loading", actions: "nextPage" },
      },
    },
  },
});
