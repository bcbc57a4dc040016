import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { searchFakeActors, searchInput, searchResults, type SearchFakeChoice } from "./search.fakes.ts";
import { groupLimit, searchMachine, tidyRecent, withRecent, type SearchResults, type Suggestion } from "./search.machine.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

type Actors = Partial<Parameters<typeof searchMachine.provide>[0]["actors"]>;

function start(choice: Partial<SearchFakeChoice> = {}, actors: Actors = {}, recent: readonly string[] = ["카페", "주차"]) {
  const clock = new SimulatedClock();
  const stored: (readonly string[])[] = [];
  const machine = searchMachine.provide({
    actors: { ...searchFakeActors(choice), ...actors },
    actions: { storeRecent: (_, p: { mallCode: string; recent: readonly string[] }) => void stored.push(p.recent) },
  });
  const actor = createActor(machine, { clock, input: searchInput({ recent }) });
  actor.start();
  return { actor, clock, stored };
}

const ctx = (a: ReturnType<typeof start>["actor"]) => a.getSnapshot().context;

describe("search machine", () => {
  it("opens with the recommendations, the stored recent keywords and an empty keyword", async () => {
    const { actor } = start();
    expect(ctx(actor).keyword).toBe("");
    expect(ctx(actor).recent).toEqual(["카페", "주차"]);
    await settle();
    expect(ctx(actor).recommendations?.keywords).toContain("멤버십할인");
    expect(actor.getSnapshot().matches("idle")).toBe(true);
  });

  it("a failed recommendations call leaves them out; the search still works", async () => {
    const { actor } = start({ loadRecommendations: "error" });
    await settle();
    expect(ctx(actor).recommendations).toBeNull();
    actor.send({ type: "search.type", value: "살롱" });
    actor.send({ type: "search.submit" });
    await settle();
    expect(actor.getSnapshot().matches("results")).toBe(true);
  });

  it("asks autocomplete 300 ms after the last keystroke; a newer keystroke starts the wait again", async () => {
    const calls: string[] = [];
    const autocomplete = fromPromise<readonly Suggestion[], { keyword: string }>(async ({ input }) => {
      calls.push(input.keyword);
      return [{ tntSeq: "T1", nameKo: `${input.keyword} 매장`, nameEn: "" }];
    });
    const { actor, clock } = start({}, { autocomplete });
    actor.send({ type: "search.type", value: "살" });
    clock.increment(200);
    actor.send({ type: "search.type", value: "살롱" });
    clock.increment(299);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(calls).toEqual(["살롱"]);
    await settle();
    expect(ctx(actor).suggestions.map((s) => s.nameKo)).toEqual(["살롱 매장"]);
    expect(ctx(actor).suggestedFor).toBe("살롱");
  });

  it("never asks for an empty or blank keyword, and clears the suggestions", async () => {
    const autocomplete = vi.fn(async (): Promise<readonly Suggestion[]> => []);
    const { actor, clock } = start({}, { autocomplete: fromPromise<readonly Suggestion[], { keyword: string }>(autocomplete) });
    actor.send({ type: "search.type", value: "살" });
    clock.increment(300);
    await settle();
    actor.send({ type: "search.type", value: "  " });
    clock.increment(1000);
    actor.send({ type: "search.type", value: "" });
    clock.increment(1000);
    expect(autocomplete).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(ctx(actor).suggestions).toEqual([]);
  });

  it("ignores a stale autocomplete answer: a keystroke during the call drops it", async () => {
    const answers: ((s: Suggestion[]) => void)[] = [];
    const autocomplete = fromPromise<readonly Suggestion[], { keyword: string }>(() => new Promise((resolve) => answers.push(resolve)));
    const { actor, clock } = start({}, { autocomplete });
    actor.send({ type: "search.type", value: "살" });
    clock.increment(300);
    actor.send({ type: "search.type", value: "살롱" });
    answers[0]!([{ tntSeq: "OLD", nameKo: "살 old", nameEn: "" }]);
    await settle();
    expect(ctx(actor).suggestions).toEqual([]);
    clock.increment(300);
    answers[1]!([{ tntSeq: "NEW", nameKo: "살롱 드 하루", nameEn: "" }]);
    await settle();
    expect(ctx(actor).suggestions.map((s) => s.tntSeq)).toEqual(["NEW"]);
  });

  it("an empty keyword gives the notice without a call", async () => {
    const runSearch = vi.fn(async (): Promise<SearchResults> => searchResults("x"));
    const { actor, stored } = start({}, { runSearch: fromPromise(runSearch) });
    actor.send({ type: "search.submit" });
    expect(ctx(actor).notice).toBe("keywordRequired");
    actor.send({ type: "search.type", value: "   " });
    actor.send({ type: "search.submit" });
    expect(ctx(actor).notice).toBe("keywordRequired");
    expect(runSearch).not.toHaveBeenCalled();
    expect(stored).toEqual([]);
    actor.send({ type: "search.type", value: "살" });
    expect(ctx(actor).notice).toBeNull();
  });

  it("searches the trimmed keyword, keeps it first among the recent keywords and stores them", async () => {
    const runSearch = vi.fn(async ({ input }: { input: { keyword: string } }) => searchResults(input.keyword, { stores: 2 }));
    const { actor, stored } = start({}, { runSearch: fromPromise(runSearch) });
    actor.send({ type: "search.type", value: " 살롱 " });
    actor.send({ type: "search.submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await settle();
    expect(runSearch.mock.calls[0]![0].input.keyword).toBe("살롱");
    expect(ctx(actor).keyword).toBe("살롱");
    expect(ctx(actor).recent).toEqual(["살롱", "카페", "주차"]);
    expect(stored).toEqual([["살롱", "카페", "주차"]]);
    expect(ctx(actor).results?.counts.stores).toBe(2);
    actor.send({ type: "search.pick", keyword: "카페" });
    await settle();
    expect(ctx(actor).recent).toEqual(["카페", "살롱", "주차"]);
  });

  it("keeps at most 5 recent keywords, de-duplicated, most recent first; removes one or all", async () => {
    const { actor, stored } = start({}, {}, []);
    for (const k of ["a", "b", "c", "d", "e", "f", "c"]) actor.send({ type: "search.pick", keyword: k });
    expect(ctx(actor).recent).toEqual(["c", "f", "e", "d", "b"]);
    actor.send({ type: "search.removeRecent", keyword: "f" });
    expect(ctx(actor).recent).toEqual(["c", "e", "d", "b"]);
    actor.send({ type: "search.clearRecent" });
    expect(ctx(actor).recent).toEqual([]);
    expect(stored.at(-1)).toEqual([]);
    expect(withRecent(["a", "b", "c", "d", "e"], "z")).toEqual(["z", "a", "b", "c", "d"]);
    expect(tidyRecent(["a", 3, "", "a", "b", " ", "c", "d", "e", "f"] as unknown[])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("shows 3 per group, 10 when only one group has results, all of a group after more", async () => {
    const { actor } = start();
    actor.send({ type: "search.pick", keyword: "살롱" });
    await settle();
    const r = ctx(actor).results!;
    const all = ["stores", "events", "lectures", "coupons"] as const;
    expect(groupLimit(r, "stores", all, null)).toBe(3);
    actor.send({ type: "search.more", group: "stores" });
    expect(groupLimit(r, "stores", all, ctx(actor).expanded)).toBe(Number.POSITIVE_INFINITY);
    expect(groupLimit(r, "events", all, ctx(actor).expanded)).toBe(3);
    const alone = searchResults("x", { stores: 12 });
    expect(groupLimit(alone, "stores", all, null)).toBe(10);
    // The Centerfield dialog shows stores and events only: lectures do not count there.
    const withLectures = searchResults("x", { events: 12, lectures: 3 });
    expect(groupLimit(withLectures, "events", ["stores", "events"], null)).toBe(10);
    expect(groupLimit(withLectures, "events", all, null)).toBe(3);
  });

  it("cancel clears the keyword, the results and the notice", async () => {
    const { actor } = start();
    actor.send({ type: "search.pick", keyword: "살롱" });
    await settle();
    actor.send({ type: "search.cancel" });
    expect(ctx(actor)).toMatchObject({ keyword: "", results: null, searched: "", expanded: null, notice: null });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(ctx(actor).recent).toEqual(["살롱", "카페", "주차"]);
  });

  it("a failed search shows the failure; retry searches the same keyword again", async () => {
    let fail = true;
    const runSearch = vi.fn(async ({ input }: { input: { keyword: string } }) => {
      if (fail) throw new Error("down");
      return searchResults(input.keyword, { events: 1 });
    });
    const { actor } = start({}, { runSearch: fromPromise(runSearch) });
    actor.send({ type: "search.pick", keyword: "살롱" });
    await settle();
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    fail = false;
    actor.send({ type: "search.retry" });
    await settle();
    expect(actor.getSnapshot().matches("results")).toBe(true);
    expect(runSearch.mock.calls.map((c) => c[0].input.keyword)).toEqual(["살롱", "살롱"]);
  });

  it("a keystroke while searching drops that search's answer", async () => {
    const { actor } = start({ runSearch: "noAnswer" });
    actor.send({ type: "search.pick", keyword: "살롱" });
    actor.send({ type: "search.type", value: "카" });
    expect(actor.getSnapshot().matches("waiting")).toBe(true);
    expect(ctx(actor).results).toBeNull();
  });
});
