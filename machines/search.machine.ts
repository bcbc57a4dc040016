import { assign, fromPromise, setup } from "xstate";
import { SEARCH_LIMITS } from "../schemas/api/search.ts";

/** A store name the autocomplete offers. */
export interface Suggestion {
  tntSeq: string;
  nameKo: string;
  nameEn: string;
}

/** A hot place of the recommendations (by rank). */
export interface HotPlace {
  tntSeq: string;
  nameKo: string;
  nameEn: string;
  rank: number;
}

export interface Recommendations {
  /** Recommended keywords as the server gives them (the screen shows 멤버십할인 as 우수고객할인). */
  keywords: readonly string[];
  hotPlaces: readonly HotPlace[];
}

export type SearchGroup = "stores" | "events" | "lectures" | "coupons";

/** One search's answer: each group's items (kept opaque here) and the counts the server gives. */
export interface SearchResults {
  keyword: string;
  items: { readonly [G in SearchGroup]: readonly unknown[] };
  counts: { readonly [G in SearchGroup]: number };
}

export interface SearchContext {
  mallCode: string;
  /** What the field holds. */
  keyword: string;
  /** Recent keywords of the mall, most recent first, at most SEARCH_LIMITS.recentMax. */
  recent: readonly string[];
  recommendations: Recommendations | null;
  suggestions: readonly Suggestion[];
  /** The keyword the suggestions are for. */
  suggestedFor: string;
  results: SearchResults | null;
  /** The keyword of the search shown, asked or failed. */
  searched: string;
  /** The group opened in full by "more". */
  expanded: SearchGroup | null;
  notice: "keywordRequired" | null;
}

export interface SearchInput {
  /** The mall's code: recent keywords are kept per mall. */
  mallCode: string;
  /** The mall's stored recent keywords, read where the machine is mounted when it opens. */
  recent: readonly string[];
}

export type SearchEvent =
  | { type: "search.type"; value: string }
  | { type: "search.submit" }
  | { type: "search.pick"; keyword: string }
  | { type: "search.cancel" }
  | { type: "search.more"; group: SearchGroup }
  | { type: "search.removeRecent"; keyword: string }
  | { type: "search.clearRecent" }
  | { type: "search.retry" };

/** A stored recent list made sound: strings only, no blanks or repeats, at most SEARCH_LIMITS.recentMax. */
export function tidyRecent(stored: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const k of stored) if (typeof k === "string" && k.trim() !== "" && !out.includes(k)) out.push(k);
  return out.slice(0, SEARCH_LIMITS.recentMax);
}

/** The recent list with a keyword added: de-duplicated, most recent first, at most SEARCH_LIMITS.recentMax. */
export function withRecent(recent: readonly string[], keyword: string): string[] {
  return [keyword, ...recent.filter((k) => k !== keyword)].slice(0, SEARCH_LIMITS.recentMax);
}

/**
 * How many items each group shows: all of the group opened by "more", 10 when it is the only
 * non-empty group among those shown, else 3 (spec part-2 §4, §9).
 */
export function groupLimit(results: SearchResults, group: SearchGroup, shown: readonly SearchGroup[], expanded: SearchGroup | null): number {
  if (expanded === group) return Number.POSITIVE_INFINITY;
  const nonEmpty = shown.filter((g) => results.items[g].length > 0);
  return nonEmpty.length === 1 && nonEmpty[0] === group ? SEARCH_LIMITS.groupSizeAlone : SEARCH_LIMITS.groupSize;
}

const blank = (s: string) => s.trim() === "";

// Stores the recent list as it is after the assigns before it (actions run in order).
const persistRecent = {
  type: "storeRecent",
  params: ({ context }: { context: SearchContext }) => ({ mallCode: context.mallCode, recent: context.recent }),
} as const;

/**
 * The search dialog and screen (spec part-2 §2.2, §4, §5, §9). On open: the recommendations and the
 * mall's recent keywords load and the keyword is cleared. Typing asks autocomplete 300 ms after the
 * last keystroke, only for a non-empty keyword; a newer keystroke cancels the wait or the call (its
 * answer is never taken). Submitting an empty keyword gives the notice without a call; otherwise the
 * keyword joins the recent list and the search runs. Cancel clears the keyword and the results. The
 * calls and the recent keywords' storage are provided where the machine is mounted (the stored list
 * comes in the input).
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    input: {} as SearchInput,
    events: {} as SearchEvent,
  },
  // Stubs: the screen provides the calls and the storage.
  actors: {
    loadRecommendations: fromPromise<Recommendations>(async () => {
      throw new Error("loadRecommendations not provided");
    }),
    autocomplete: fromPromise<readonly Suggestion[], { keyword: string }>(async () => {
      throw new Error("autocomplete not provided");
    }),
    runSearch: fromPromise<SearchResults, { keyword: string }>(async () => {
      throw new Error("runSearch not provided");
    }),
  },
  delays: {
    autocompleteWait: SEARCH_LIMITS.autocompleteWaitMs,
  },
  actions: {
    // Where the recent keywords are kept (the screen provides it): called with every change.
    storeRecent: (_args: unknown, _params: { mallCode: string; recent: readonly string[] }) => {},
    setKeyword: assign((_, value: string) => ({ keyword: value, notice: null })),
    clearSuggestions: assign({ suggestions: [], suggestedFor: "" }),
    takeSuggestions: assign(({ context }, suggestions: readonly Suggestion[]) => ({ suggestions, suggestedFor: context.keyword })),
    takeRecommendations: assign((_, recommendations: Recommendations) => ({ recommendations })),
    sayKeywordRequired: assign({ notice: "keywordRequired" as const, results: null, expanded: null }),
    startSearch: assign(({ context }) => {
      const keyword = context.keyword.trim();
      return {
        keyword,
        searched: keyword,
        recent: withRecent(context.recent, keyword),
        results: null,
        expanded: null,
        notice: null,
        suggestions: [],
        suggestedFor: "",
      };
    }),
    takeResults: assign((_, results: SearchResults) => ({ results })),
    expand: assign((_, group: SearchGroup) => ({ expanded: group })),
    removeRecent: assign(({ context }, keyword: string) => ({ recent: context.recent.filter((k) => k !== keyword) })),
    clearRecent: assign({ recent: [] }),
    clearAll: assign({ keyword: "", results: null, searched: "", expanded: null, notice: null, suggestions: [], suggestedFor: "" }),
  },
  guards: {
    isBlank: (_, value: string) => blank(value),
    keywordBlank: ({ context }) => blank(context.keyword),
  },
}).createMachine({
  id: "search",
  // For as long as the search is open; a failure leaves the recommendations out (the search works without them).
  invoke: {
    src: "loadRecommendations",
    onDone: { actions: { type: "takeRecommendations", params: ({ event }) => event.output } },
    onError: { actions: [] },
  },
  context: ({ input }) => ({
    mallCode: input.mallCode,
    keyword: "",
    recent: tidyRecent(input.recent),
    recommendations: null,
    suggestions: [],
    suggestedFor: "",
    results: null,
    searched: "",
    expanded: null,
    notice: null,
  }),
  initial: "idle",
  on: {
    "search.type": [
      {
        guard: { type: "isBlank", params: ({ event }) => event.value },
        target: ".idle",
        actions: [{ type: "setKeyword", params: ({ event }) => event.value }, "clearSuggestions"],
      },
      // Every keystroke starts the wait again and drops a call in flight: the root is the transition's
      // domain, so the active child is left and waiting entered anew (the root's invoke keeps running).
      { target: ".waiting", actions: { type: "setKeyword", params: ({ event }) => event.value } },
    ],
    "search.submit": [
      { guard: "keywordBlank", target: ".idle", actions: ["sayKeywordRequired", "clearSuggestions"] },
      { target: ".searching", actions: ["startSearch", persistRecent] },
    ],
    "search.pick": [
      { guard: { type: "isBlank", params: ({ event }) => event.keyword }, target: ".idle", actions: ["sayKeywordRequired", "clearSuggestions"] },
      { target: ".searching", actions: [{ type: "setKeyword", params: ({ event }) => event.keyword }, "startSearch", persistRecent] },
    ],
    "search.cancel": { target: ".idle", actions: "clearAll" },
    "search.removeRecent": { actions: [{ type: "removeRecent", params: ({ event }) => event.keyword }, persistRecent] },
    "search.clearRecent": { actions: ["clearRecent", persistRecent] },
  },
  states: {
    idle: {},
    waiting: {
      after: { autocompleteWait: "suggesting" },
    },
    suggesting: {
      invoke: {
        src: "autocomplete",
        input: ({ context }) => ({ keyword: context.keyword.trim() }),
        onDone: { target: "suggested", actions: { type: "takeSuggestions", params: ({ event }) => event.output } },
        // Autocomplete is a help: a failure leaves the field as it is.
        onError: { target: "suggested", actions: "clearSuggestions" },
      },
    },
    suggested: {},
    searching: {
      tags: ["busy"],
      invoke: {
        src: "runSearch",
        input: ({ context }) => ({ keyword: context.searched }),
        onDone: { target: "results", actions: { type: "takeResults", params: ({ event }) => event.output } },
        onError: "failed",
      },
    },
    results: {
      on: { "search.more": { actions: { type: "expand", params: ({ event }) => event.group } } },
    },
    failed: {
      on: { "search.retry": "searching" },
    },
  },
});
