import { fromPromise } from "xstate";
import { searchEndpoints as E } from "../../schemas/api/search.ts";
import type { Recommendations, SearchResults, Suggestion } from "../../machines/search.machine.ts";
import type { ApiClient } from "../../engine/api/client.ts";

// The search machine's calls on a mall (schemas/api/search.ts) and where its recent keywords are
// kept: the browser's local storage, one list per mall code (spec part-2 §3 "Native state").

/** Storage key of a mall's recent keywords. */
export const recentKey = (mallCode: string) => `recentKeywords.${mallCode}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** A mall's stored recent keywords (an unreadable or foreign value reads as none; the machine tidies the list). */
export function readRecent(mallCode: string): unknown[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(recentKey(mallCode)) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Keeps a mall's recent keywords (a full or blocked storage keeps them for this visit only). */
export function writeRecent(mallCode: string, recent: readonly string[]): void {
  try {
    storage()?.setItem(recentKey(mallCode), JSON.stringify(recent));
  } catch {
    // Storage full or refused: nothing else to do.
  }
}

/** The search machine's actors and storage for one mall. */
export function searchImplementations(api: ApiClient, mallPath: string) {
  const params = { mall: mallPath };
  return {
    actors: {
      loadRecommendations: fromPromise<Recommendations>(async ({ signal }) => {
        const r = await api.call(E.recommend, { params, input: {} }, { signal });
        return {
          keywords: r.keywords
            .split(",")
            .map((k) => k.trim())
            .filter(Boolean),
          hotPlaces: r.search.hotPlaces
            .map((h) => ({ tntSeq: h.TNT_SEQ, nameKo: h.TNT_NM_KO, nameEn: h.TNT_NM_EN, rank: h.HOT_RANK }))
            .sort((a, b) => a.rank - b.rank),
        };
      }),
      autocomplete: fromPromise<readonly Suggestion[], { keyword: string }>(async ({ input, signal }) => {
        const r = await api.call(E.autocomplete, { params, input: { searchKeyword: input.keyword } }, { signal });
        return r.keywordList.map((k) => ({ tntSeq: k.tnt_seq, nameKo: k.tntNmKo, nameEn: k.tntNmEn }));
      }),
      runSearch: fromPromise<SearchResults, { keyword: string }>(async ({ input, signal }) => {
        const searchInput = { searchKeyword: input.keyword };
        // The keyword statistics are a side note: their failure does not stop the search.
        const [, r] = await Promise.all([
          api.call(E.keyword, { params, input: searchInput }, { signal }).catch(() => null),
          api.call(E.totalSearch, { params, input: searchInput }, { signal }),
        ]);
        return {
          keyword: input.keyword,
          items: { stores: r.tntList, events: r.eventList, lectures: r.lectureList, coupons: r.couponList },
          counts: { stores: r.tntListCnt, events: r.eventListCnt, lectures: r.lectureListCnt, coupons: r.couponListCnt },
        };
      }),
    },
    actions: {
      storeRecent: (_args: unknown, p: { mallCode: string; recent: readonly string[] }) => writeRecent(p.mallCode, p.recent),
    },
  };
}
