import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { SEARCH_LIMITS } from "../schemas/api/search.ts";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineEntry } from "./registry.ts";
import type { SearchContext } from "./search.machine.ts";

// The registry test replays every shortest path of the search; this one checks what must hold in
// every state they reach, whatever the calls answered.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const entry = machineEntry("search");
if (!entry) throw new Error("the search machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({
    label: `${name}: ${pathLabel(p.steps, walk.originOf)}`,
    state: p.state as AnyMachineSnapshot,
    last: p.steps.at(-1)?.event.type ?? "",
  })),
);

function problems(s: AnyMachineSnapshot, last: string): string[] {
  const c = s.context as SearchContext;
  const out: string[] = [];
  if (c.recent.length > SEARCH_LIMITS.recentMax) out.push("more than 5 recent keywords");
  if (new Set(c.recent).size !== c.recent.length) out.push("a recent keyword twice");
  if (c.recent.some((k) => k.trim() === "")) out.push("a blank recent keyword");
  if ((s.matches("waiting") || s.matches("suggesting")) && c.keyword.trim() === "") out.push("autocomplete pending for an empty keyword");
  if (c.suggestions.length > 0 && c.suggestedFor !== c.keyword.trim() && !s.matches("waiting") && !s.matches("suggesting"))
    out.push("suggestions shown for another keyword");
  if (s.matches("searching") && c.searched.trim() === "") out.push("a search for an empty keyword");
  if (s.matches("searching") && ["search.submit", "search.pick"].includes(last) && c.recent[0] !== c.searched)
    out.push("the searched keyword is not the most recent");
  if (c.notice === "keywordRequired" && !s.matches("idle")) out.push("the empty-keyword notice outside idle");
  if (c.results !== null && (s.matches("searching") || s.matches("failed"))) out.push("old results kept while searching again");
  if (c.expanded !== null && c.results === null) out.push("a group opened without results");
  if (last === "search.cancel" && (c.keyword !== "" || c.results !== null)) out.push("cancel left a keyword or results");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("search machine: invariants over every shortest path", () => {
  it("reaches every state with a keyword searched, failed, suggested and the notice", () => {
    const values = new Set(reached.map((r) => JSON.stringify(r.state.value)));
    expect([...values].sort()).toEqual(['"failed"', '"idle"', '"results"', '"searching"', '"suggested"', '"suggesting"', '"waiting"']);
    expect(reached.some((r) => (r.state.context as SearchContext).notice === "keywordRequired")).toBe(true);
    expect(reached.some((r) => (r.state.context as SearchContext).expanded === "stores")).toBe(true);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state, last }) => problems(state, last).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
    expect(reached.length).toBeGreaterThan(100);
  });
});
