import { fromPromise } from "xstate";
import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import type { Recommendations, SearchGroup, SearchInput, SearchResults, Suggestion } from "./search.machine.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));
const answer = <T, I = unknown>(value: T) => fromPromise<T, I>(async () => value);

const recommendations: Recommendations = {
  keywords: ["신규오픈", "멤버십할인", "겨울세일"],
  hotPlaces: [
    { tntSeq: "T010032", nameKo: "살롱 드 하루", nameEn: "Salon de Haru", rank: 1 },
    { tntSeq: "T010040", nameKo: "브런치가든", nameEn: "Brunch Garden", rank: 2 },
  ],
};

/** Search results with n items in each group given (opaque items: the machine only counts them). */
export function searchResults(keyword: string, sizes: Partial<Record<SearchGroup, number>> = {}): SearchResults {
  const items = (g: SearchGroup) => Array.from({ length: sizes[g] ?? 0 }, (_, i) => ({ id: `${g}-${i + 1}` }));
  return {
    keyword,
    items: { stores: items("stores"), events: items("events"), lectures: items("lectures"), coupons: items("coupons") },
    counts: { stores: sizes.stores ?? 0, events: sizes.events ?? 0, lectures: sizes.lectures ?? 0, coupons: sizes.coupons ?? 0 },
  };
}

const salon: Suggestion = { tntSeq: "T010032", nameKo: "살롱 드 하루", nameEn: "Salon de Haru" };

/** Fake search calls and storage by outcome (flow lab, path walk, tests). */
export const searchMachineFakes = {
  loadRecommendations: {
    loaded: answer(recommendations),
    noAnswer: fromPromise<Recommendations>(() => never()),
    error: fromPromise<Recommendations>(() => fail("loadRecommendations")),
  },
  autocomplete: {
    found: answer<readonly Suggestion[], { keyword: string }>([salon]),
    noAnswer: fromPromise<readonly Suggestion[], { keyword: string }>(() => never()),
    error: fromPromise<readonly Suggestion[], { keyword: string }>(() => fail("autocomplete")),
  },
  runSearch: {
    everyGroup: answer<SearchResults, { keyword: string }>(searchResults("살롱", { stores: 5, events: 4, lectures: 2, coupons: 1 })),
    noAnswer: fromPromise<SearchResults, { keyword: string }>(() => never()),
    error: fromPromise<SearchResults, { keyword: string }>(() => fail("runSearch")),
  },
};

type Fakes = typeof searchMachineFakes;

/** One outcome per actor. */
export type SearchFakeChoice = FakeChoice<Fakes>;

/** A mall with recommendations, a store suggested, results in every group. */
export const defaultSearchFakeChoice: SearchFakeChoice = { loadRecommendations: "loaded", autocomplete: "found", runSearch: "everyGroup" };

/** The actors for `searchMachine.provide({ actors })` given some picks over the defaults. */
export function searchFakeActors(choice: Partial<SearchFakeChoice> = {}) {
  return pickFakeActors(searchMachineFakes, { ...defaultSearchFakeChoice, ...choice });
}

export const searchInput = (over: Partial<SearchInput> = {}): SearchInput => ({ mallCode: "01", recent: ["카페", "주차"], ...over });

/** Outside events with the payloads the path walk feeds. */
export const searchGraphEvents = [
  { type: "search.type", value: "살롱" },
  { type: "search.pick", keyword: "살롱" },
  { type: "search.more", group: "stores" },
  { type: "search.removeRecent", keyword: "살롱" },
] as const;
