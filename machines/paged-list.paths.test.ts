import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { pathLabel, probeFakes, walkEvents, walkOptions } from "./graph-walk.ts";
import { machineEntry } from "./registry.ts";

// The registry test replays every shortest path of the paged list; this one checks what must hold
// in every state those paths reach, whatever the page call answered (a later page may even report
// fewer pages than the first did: rows can change between two calls).
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const entry = machineEntry("pagedList");
if (!entry) throw new Error("the paged list machine is not registered");
const walk = walkEvents(entry.machine, await probeFakes(entry.fakes, settle), entry.graphEvents);

const reached = Object.entries(entry.sampleInputs).flatMap(([name, input]) =>
  getShortestPaths(entry.machine, walkOptions(input, walk.events)).map((p) => ({
    label: `${name}: ${pathLabel(p.steps, walk.originOf)}`,
    state: p.state as AnyMachineSnapshot,
  })),
);

function problems(s: AnyMachineSnapshot): string[] {
  const out: string[] = [];
  const { items, page, loadingPage, totalPageCount, error, moreError } = s.context;
  const loading = s.hasTag("loading");
  if (page === 0 && items.length > 0 && !loading) out.push("rows without a loaded page");
  if (loading && loadingPage !== 1 && loadingPage !== page + 1) out.push(`loading page ${loadingPage} after page ${page}`);
  if (loading && s.can({ type: "list.more" })) out.push("more is possible while a page is loading");
  if (s.matches("ready") && s.can({ type: "list.more" }) !== page < totalPageCount) out.push("more offered against the page count");
  if (error !== null && (page > 0 || !s.matches("failed"))) out.push("a page-1 error beside shown rows");
  if (moreError !== null && (!s.matches("moreFailed") || page === 0)) out.push("a more error without rows kept");
  if (s.matches("moreFailed") && !s.can({ type: "list.retry" })) out.push("a failed more without a retry");
  if (s.status !== "active") out.push(`status ${s.status}`);
  return out;
}

describe("paged list machine: invariants over every shortest path", () => {
  it("reaches a good number of states", () => {
    expect(reached.length).toBeGreaterThan(100);
  });

  it("holds them in every reached state", () => {
    const broken = reached.flatMap(({ label, state }) => problems(state).map((p) => `${label} → ${p}`));
    expect(broken).toEqual([]);
  });
});
